// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Table.css'
import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconCopy, IconEye, IconPencil, IconPlus, IconShieldLock, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { USER_ACCESS } from '@common/access/users'
import type { Role } from '@common/roles'
import { ListEmpty, ListError, ListLoading } from '@/components/list/ListStates'
import { notify } from '@/components/feedback/notify'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { PlanExcludedNote, usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { useCan } from '@/platform/session/api/use-session'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { useCreateRole, useDeleteRole } from '../api/role-mutations'
import { roleListQueryOptions } from '../api/roles'
import { copyName, permissionCount } from '../role-permissions'
import { RowActionsMenu, type RowAction } from '@/components/list/RowActionsMenu'
import { RoleEditorModal, type RoleEditing } from './RoleEditorModal'
import { Ltr } from '@/components/text/Isolate'

/** The company's roles with how many users hold each: create, edit, duplicate and delete them. */
export function RolesTab() {
  const roles = useQuery(roleListQueryOptions())
  // Outside the plan the server refuses each of these (402): roles are only looked at.
  const included = usePlanIncludes('roles')
  const mayAdd = useCan(USER_ACCESS.addRole)
  const mayEdit = useCan(USER_ACCESS.editRole)
  const mayDelete = useCan(USER_ACCESS.deleteRole)
  const canAdd = mayAdd && included
  const canEdit = mayEdit && included
  const canDelete = mayDelete && included
  const create = useCreateRole()
  const remove = useDeleteRole()
  const [editing, setEditing] = useState<RoleEditing | null>(null)
  const deletion = useConfirmAction<Role>({
    act: (role) => remove.mutateAsync({ id: role.id }),
    onDone: (role) => notify({ color: 'teal', title: 'Role deleted', message: role.name }),
  })
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })

  async function duplicate(role: Role) {
    const name = copyName(role.name, (roles.data ?? []).map((each) => each.name))
    try {
      await create.mutateAsync({ name, permissions: role.permissions })
      notify({ color: 'teal', title: 'Role duplicated', message: name })
    } catch (failure) {
      notify({ color: 'red', title: `Could not duplicate ${role.name}`, message: failureText(failure), autoClose: false })
    }
  }

  function actionsFor(role: Role): RowAction[] {
    const actions: RowAction[] = [
      canEdit
        ? { label: 'Edit', icon: <IconPencil size={16} aria-hidden />, onClick: () => setEditing({ kind: 'edit', role }) }
        : { label: 'View permissions', icon: <IconEye size={16} aria-hidden />, onClick: () => setEditing({ kind: 'view', role }) },
    ]
    if (canAdd) actions.push({ label: 'Duplicate', icon: <IconCopy size={16} aria-hidden />, onClick: () => void duplicate(role) })
    if (canDelete) {
      actions.push({
        label: 'Delete',
        icon: <IconTrash size={16} aria-hidden />,
        color: 'red',
        dividerBefore: true,
        onClick: () => deletion.ask(role),
      })
    }
    return actions
  }

  const newRoleButton = canAdd && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'create' })}>
      New role
    </Button>
  )

  let body
  if (!roles.data && roles.isError) {
    body = <ListError title="Roles could not be loaded" error={roles.error} onRetry={() => void roles.refetch()} />
  } else if (!roles.data) {
    body = <ListLoading label="Loading roles" rows={4} />
  } else if (roles.data.length === 0) {
    body = (
      <ListEmpty
        icon={<IconShieldLock aria-hidden />}
        title="No roles yet"
        description={canAdd ? 'Create a role for each kind of work, such as Recruiter or Hiring manager, then give it to users.' : 'Roles appear here once someone creates them.'}
        action={newRoleButton}
      />
    )
  } else if (narrow) {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {roles.data.map((role) => (
          <Paper component="li" key={role.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {role.name}
                </Text>
                <Text size="sm" c="dimmed">
                  <Ltr>
                    {plural(role.user_count, 'user', 'users')} · {plural(permissionCount(role.permissions), 'permission', 'permissions')}
                  </Ltr>
                </Text>
              </Stack>
              <RowActionsMenu name={role.name} items={actionsFor(role)} />
            </Group>
          </Paper>
        ))}
      </Stack>
    )
  } else {
    body = (
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              <Table.Th ta="end">Permissions</Table.Th>
              <Table.Th ta="end">Users</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.map((role) => (
              <Table.Tr key={role.id}>
                <Table.Td>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {role.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{permissionCount(role.permissions)}</Table.Td>
                <Table.Td ta="end">{role.user_count}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <RowActionsMenu name={role.name} items={actionsFor(role)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  }

  return (
    <Stack gap="md">
      {!included && (mayAdd || mayEdit || mayDelete) && <PlanExcludedNote feature="roles" />}
      {newRoleButton && roles.data && roles.data.length > 0 && <Group justify="flex-end">{newRoleButton}</Group>}
      {body}
      <RoleEditorModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal name={deletion.subject?.name ?? null} confirmLabel="Delete role" {...deletion.modal}>
        {deletion.subject && `The role ${deletion.subject.name} and its permissions are removed for good. This cannot be undone.`}
      </ConfirmDeleteModal>
    </Stack>
  )
}
