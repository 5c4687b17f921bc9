import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import { PERMISSION_CATALOGUE } from '@common/permissions'
import type { Role } from '@common/roles'
import { useNotHeld } from '@/platform/session/api/use-session'
import { DialogActions } from '@/components/feedback/DialogActions'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { showServerErrors } from '@/lib/form-errors'
import { useCreateRole, useUpdateRole } from '../api/role-mutations'
import { permissionCount, type PermissionSelection } from '../role-permissions'
import { PermissionMatrix } from './PermissionMatrix'

/** What the editor opens on: a new role, an existing one to change, or one only to look at. */
export type RoleEditing = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'view'; role: Role }

interface RoleEditorModalProps {
  editing: RoleEditing | null
  onClose: () => void
}

const FIELDS = ['name', 'permissions']

/** The role editor: its name and a permission matrix over the whole catalogue. */
export function RoleEditorModal({ editing, onClose }: RoleEditorModalProps) {
  const create = useCreateRole()
  const update = useUpdateRole()
  const [name, setName] = useState('')
  const [permissions, setPermissions] = useState<PermissionSelection>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const saving = create.isPending || update.isPending
  const readOnly = editing?.kind === 'view'
  const notHeld = useNotHeld()
  const stored = editing && editing.kind !== 'create' ? editing.role.permissions : undefined
  // What the role grants today may stay; anything else the editor does not hold cannot be ticked.
  const locked = useMemo(() => new Set(notHeld(PERMISSION_CATALOGUE, stored)), [notHeld, stored])

  useEffect(() => {
    const role = editing && editing.kind !== 'create' ? editing.role : null
    setName(role?.name ?? '')
    setPermissions(role?.permissions ?? {})
    setErrors({})
    setFormError(null)
  }, [editing])

  const title = !editing ? '' : editing.kind === 'create' ? 'New role' : editing.kind === 'edit' ? `Edit ${editing.role.name}` : editing.role.name

  async function save() {
    if (!editing || editing.kind === 'view') return
    if (!name.trim()) {
      setErrors({ name: 'Enter a role name' })
      return
    }
    setErrors({})
    setFormError(null)
    const input = { name: name.trim(), permissions }
    try {
      const role = editing.kind === 'create' ? await create.mutateAsync(input) : await update.mutateAsync({ id: editing.role.id, input })
      notify({ color: 'teal', title: editing.kind === 'create' ? 'Role created' : 'Role saved', message: role.name })
      onClose()
    } catch (failure) {
      setFormError(showServerErrors({ setErrors: (next) => setErrors(next as Record<string, string>) }, failure, FIELDS))
    }
  }

  const count = permissionCount(permissions as Record<string, readonly string[]>)

  return (
    <Modal opened={editing !== null} onClose={() => !saving && onClose()} title={title} size="64rem" fullScreen={narrow}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <Stack gap="md">
          <FormError message={formError} />
          {!readOnly && (
            <TextInput
              label="Role name"
              withAsterisk
              maxLength={80}
              value={name}
              error={errors.name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
          )}
          <div>
            <Text fw={600} size="sm">
              Permissions
            </Text>
            <Text size="sm" c="dimmed" aria-live="polite">
              {count === 0 ? 'None chosen: holders can only sign in and see Home.' : `${count} chosen.`} Changes apply to everyone holding the
              role from their next click.
            </Text>
            {errors.permissions && (
              <Text size="sm" c="red" role="alert">
                {errors.permissions}
              </Text>
            )}
          </div>
          {!readOnly && locked.size > 0 && (
            <Text size="sm" c="dimmed">
              Permissions you do not hold yourself are greyed out: only someone who holds them can grant them.
            </Text>
          )}
          <PermissionMatrix value={permissions} onChange={setPermissions} readOnly={readOnly} locked={locked} />
          {readOnly ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
            </Group>
          ) : (
            <DialogActions confirmLabel={editing?.kind === 'create' ? 'Create role' : 'Save role'} busy={saving} onCancel={onClose} />
          )}
        </Stack>
      </form>
    </Modal>
  )
}
