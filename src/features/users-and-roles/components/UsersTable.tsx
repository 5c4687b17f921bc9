// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Table.css'
import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import type { ListedUser, UserListQuery } from '@common/users'
import { SortableTh } from '@/components/list/SortableTh'
import { formatLastSignIn } from '../user-format'
import { RowActionsMenu, type RowAction } from '@/components/list/RowActionsMenu'
import { UserStatusBadge } from './UserStatusBadge'

export interface UserRowsProps {
  users: readonly ListedUser[]
  actionsFor: (user: ListedUser) => RowAction[]
  busyId: number | undefined
}

interface UsersTableProps extends UserRowsProps {
  sort: string
  onSort: (sort: NonNullable<UserListQuery['sort']>) => void
}

/** The owner holds every permission whatever their role: the role column says so. */
export function RoleName({ user }: { user: ListedUser }) {
  if (user.is_owner) {
    return (
      <Badge variant="outline" size="sm" miw="max-content">
        Owner
      </Badge>
    )
  }
  return user.role ? <>{user.role.name}</> : <Text span size="sm" c="dimmed">No role</Text>
}

/** The users of one page as a table. */
export function UsersTable({ users, actionsFor, busyId, sort, onSort }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableTh field="name" sort={sort} onSort={onSort}>
              Name
            </SortableTh>
            <SortableTh field="email" sort={sort} onSort={onSort}>
              Email
            </SortableTh>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <SortableTh field="last_login_at" sort={sort} onSort={onSort}>
              Last sign-in
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {user.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <RoleName user={user} />
              </Table.Td>
              <Table.Td>
                <UserStatusBadge user={user} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLastSignIn(user.last_login_at)}</Table.Td>
              <Table.Td ta="end">
                <Group justify="flex-end">
                  <RowActionsMenu name={user.name} items={actionsFor(user)} busy={busyId === user.id} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
