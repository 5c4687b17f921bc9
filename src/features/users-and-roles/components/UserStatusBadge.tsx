import { Badge } from '@mantine/core'
import type { ListedUser } from '@common/users'
import { USER_STATUS_COLORS, USER_STATUS_LABELS, userStatus } from '../user-format'

export function UserStatusBadge({ user }: { user: Pick<ListedUser, 'active' | 'invited'> }) {
  const status = userStatus(user)
  return (
    <Badge color={USER_STATUS_COLORS[status]} variant="light" size="sm" miw="max-content">
      {USER_STATUS_LABELS[status]}
    </Badge>
  )
}
