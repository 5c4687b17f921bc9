import { Stack } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { USER_ACCESS } from '@common/access/users'
import { listOrder } from '@common/list-query'
import { USER_DEFAULT_SORT, type ListedUser, type UserListQuery, type UserSortField } from '@common/users'
import { ListView, type ListSort } from '@/components/list/ListView'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { useCan } from '@/platform/session/api/use-session'
import { roleListQueryOptions } from '../api/roles'
import { seatUsageQueryOptions, userListQueryOptions } from '../api/users'
import { InviteUserModal } from './InviteUserModal'
import { SeatsAndInvite } from './SeatsAndInvite'
import { UserCard } from './UserCard'
import { USER_COLUMNS } from './UserColumns'
import { CLEARED_FILTERS, isFiltered, UserFilters } from './UserFilters'
import { useUserActions } from './use-user-actions'

const SORT_OPTIONS: { value: ListSort<UserSortField>; label: string }[] = [
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'email', label: 'Email, A to Z' },
  { value: '-email', label: 'Email, Z to A' },
  { value: '-last_login_at', label: 'Signed in most recently' },
  { value: '-created_at', label: 'Newest first' },
]

interface UsersTabProps {
  query: UserListQuery
  onQueryChange: ListSearchChange<UserListQuery>
}

/** The company's users: searched, filtered, sorted and paged through the URL, with the seats in use. */
export function UsersTab({ query, onQueryChange }: UsersTabProps) {
  const canListRoles = useCan(USER_ACCESS.listRoles)
  const canInvite = useCan(USER_ACCESS.invite)
  const users = useQuery(userListQueryOptions(query))
  const seats = useQuery(seatUsageQueryOptions())
  const roleList = useQuery({ ...roleListQueryOptions(), enabled: canListRoles })
  const roles = canListRoles ? (roleList.data ?? []) : null
  const actions = useUserActions(roles)
  const [inviting, setInviting] = useState(false)

  const rowActions = (user: ListedUser) => <RowActionsMenu name={user.name} items={actions.actionsFor(user)} busy={actions.busyId === user.id} />

  return (
    <>
      <ListView
        list={users}
        columns={USER_COLUMNS}
        rowActions={rowActions}
        card={(user) => <UserCard user={user} actions={rowActions(user)} />}
        texts={{
          loading: 'Loading users',
          error: 'Users could not be loaded',
          empty: {
            icon: <IconUsers aria-hidden />,
            title: 'No users yet',
            description: 'Invite the people you hire with.',
          },
          noMatch: {
            title: 'No users match',
            description: 'Nobody fits this search and these filters. Try other words or fewer filters.',
          },
        }}
        filters={
          <Stack gap="md">
            <SeatsAndInvite seats={seats.data} canInvite={canInvite} onInvite={() => setInviting(true)} />
            <UserFilters query={query} roles={roles} onChange={onQueryChange} />
          </Stack>
        }
        filtered={isFiltered(query)}
        onClearFilters={() => onQueryChange(CLEARED_FILTERS)}
        // Users have no best match: a search keeps the default order.
        sort={listOrder(query, USER_DEFAULT_SORT) ?? USER_DEFAULT_SORT}
        onSort={(sort) => onQueryChange({ sort })}
        sortOptions={SORT_OPTIONS}
        page={query.page}
        perPage={query.per_page}
        onPageChange={(page, options) => onQueryChange({ page }, options)}
        onPerPageChange={(per_page) => onQueryChange({ per_page })}
        minWidth={760}
      />
      <InviteUserModal opened={inviting} roles={roles} onClose={() => setInviting(false)} />
      {actions.modals}
    </>
  )
}
