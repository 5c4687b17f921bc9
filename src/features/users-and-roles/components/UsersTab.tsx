import { Stack } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { USER_ACCESS } from '@common/access/users'
import { USER_DEFAULT_SORT, userListQuerySchema, type ListedUser, type UserListQuery, type UserSortField } from '@common/users'
import { alphabetical, listQueryProps, NEWEST_FIRST, type ListOrder } from '@/components/list/list-query-props'
import { listTexts } from '@/components/list/list-texts'
import { ListView } from '@/components/list/ListView'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { useCan } from '@/platform/session/api/use-session'
import { roleListQueryOptions } from '../api/roles'
import { seatUsageQueryOptions, userListQueryOptions } from '../api/users'
import { InviteUserModal } from './InviteUserModal'
import { SeatsAndInvite } from './SeatsAndInvite'
import { UserCard } from './UserCard'
import { USER_COLUMNS } from './UserColumns'
import { UserFilters } from './UserFilters'
import { useUserActions } from './use-user-actions'

// Users have no best match: a search keeps the default order.
const ORDER: ListOrder<UserSortField> = {
  defaultSort: USER_DEFAULT_SORT,
  bestMatch: false,
  options: [...alphabetical('name', 'Name'), ...alphabetical('email', 'Email'), { value: '-last_login_at', label: 'Signed in most recently' }, NEWEST_FIRST],
}

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
        texts={listTexts('users', 'Nobody', {
          icon: <IconUsers aria-hidden />,
          description: 'Invite the people you hire with.',
        })}
        filters={
          <Stack gap="md">
            <SeatsAndInvite seats={seats.data} canInvite={canInvite} onInvite={() => setInviting(true)} />
            <UserFilters query={query} roles={roles} onChange={onQueryChange} />
          </Stack>
        }
        {...listQueryProps(userListQuerySchema, query, onQueryChange, ORDER)}
        minWidth={760}
      />
      <InviteUserModal opened={inviting} roles={roles} onClose={() => setInviting(false)} />
      {actions.modals}
    </>
  )
}
