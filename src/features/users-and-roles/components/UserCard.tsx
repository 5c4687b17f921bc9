import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ListedUser } from '@common/users'
import { formatLastSignIn } from '../user-format'
import { RoleName } from './UserColumns'
import { UserStatusBadge } from './UserStatusBadge'

/** A user of the list as a card, for screens too narrow for the table. */
export function UserCard({ user, actions }: { user: ListedUser; actions: ReactNode }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{user.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Stack>
        {actions}
      </Group>
      <Group gap="xs" mt="xs">
        <UserStatusBadge user={user} />
        <Text size="sm" component="div">
          <RoleName user={user} />
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Last sign-in: {formatLastSignIn(user.last_login_at)}
      </Text>
    </>
  )
}
