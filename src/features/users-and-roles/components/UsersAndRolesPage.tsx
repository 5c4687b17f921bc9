// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Tabs.css'
import { Paper, Tabs, Text } from '@mantine/core'
import { IconShieldLock, IconUsers } from '@tabler/icons-react'
import { USER_ACCESS } from '@common/access/users'
import type { UserListQuery } from '@common/users'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { Page } from '@/components/page/Page'
import { useCan } from '@/platform/session/api/use-session'
import { RolesTab } from './RolesTab'
import { UsersTab } from './UsersTab'

export const USERS_AND_ROLES_TABS = ['users', 'roles'] as const
export type UsersAndRolesTab = (typeof USERS_AND_ROLES_TABS)[number]

interface UsersAndRolesPageProps {
  title: string
  /** The tab the URL asks for; a tab the viewer may not use falls back to the other. */
  tab: UsersAndRolesTab | undefined
  onTabChange: (tab: UsersAndRolesTab) => void
  query: UserListQuery
  onQueryChange: ListSearchChange<UserListQuery>
}

/** Users & Permissions: the users tab and the roles tab, each shown to those who may use it. */
export function UsersAndRolesPage({ title, tab, onTabChange, query, onQueryChange }: UsersAndRolesPageProps) {
  const canListUsers = useCan(USER_ACCESS.list)
  const canListRoles = useCan(USER_ACCESS.listRoles)
  const available = USERS_AND_ROLES_TABS.filter((each) => (each === 'users' ? canListUsers : canListRoles))
  const shown = tab && available.includes(tab) ? tab : available[0]

  return (
    <Page title={title}>
      {shown === undefined ? (
        <Paper withBorder radius="md" p="md">
          <Text>Your role lets you change roles but not see them. Ask the company owner for the permission to view roles.</Text>
        </Paper>
      ) : (
        <Tabs value={shown} onChange={(next) => next && onTabChange(next as UsersAndRolesTab)} keepMounted={false}>
          <Tabs.List mb="md">
            {canListUsers && (
              <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
                Users
              </Tabs.Tab>
            )}
            {canListRoles && (
              <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} aria-hidden />}>
                Roles
              </Tabs.Tab>
            )}
          </Tabs.List>
          {/* The users tab is a list page, framed by the list itself. */}
          <Tabs.Panel value="users">{canListUsers && <UsersTab query={query} onQueryChange={onQueryChange} />}</Tabs.Panel>
          <Tabs.Panel value="roles">
            {canListRoles && (
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <RolesTab />
              </Paper>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  )
}
