import { Badge, Text } from '@mantine/core'
import type { ListedUser, UserSortField } from '@common/users'
import type { ListColumn } from '@/components/list/ListView'
import { formatLastSignIn } from '../user-format'
import { UserStatusBadge } from './UserStatusBadge'

/** The owner holds every permission whatever their role: the role column says so. */
export function RoleName({ user }: { user: ListedUser }) {
  if (user.is_owner) {
    return (
      <Badge variant="outline" size="sm" miw="max-content">
        Owner
      </Badge>
    )
  }
  return user.role ? (
    <>{user.role.name}</>
  ) : (
    <Text span size="sm" c="dimmed">
      No role
    </Text>
  )
}

/** The users list's table columns. */
export const USER_COLUMNS: readonly ListColumn<ListedUser, UserSortField>[] = [
  {
    header: 'Name',
    sortField: 'name',
    cell: (user) => (
      <Text fw={600} size="sm">
        {user.name}
      </Text>
    ),
  },
  {
    header: 'Email',
    sortField: 'email',
    cell: (user) => (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    ),
  },
  { header: 'Role', cell: (user) => <RoleName user={user} /> },
  { header: 'Status', cell: (user) => <UserStatusBadge user={user} /> },
  {
    header: 'Last sign-in',
    sortField: 'last_login_at',
    nowrap: true,
    cell: (user) => formatLastSignIn(user.last_login_at),
  },
]
