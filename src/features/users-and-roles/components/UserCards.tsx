import { Group, Paper, Stack, Text } from '@mantine/core'
import { formatLastSignIn } from '../user-format'
import { RoleName, type UserRowsProps } from './UsersTable'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import { UserStatusBadge } from './UserStatusBadge'

/** The users of one page as cards, for screens too narrow for the table. */
export function UserCards({ users, actionsFor, busyId }: UserRowsProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Text fw={600}>{user.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>
            <RowActionsMenu name={user.name} items={actionsFor(user)} busy={busyId === user.id} />
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
        </Paper>
      ))}
    </Stack>
  )
}
