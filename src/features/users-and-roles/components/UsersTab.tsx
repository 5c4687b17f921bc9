import { Box, Button, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconSearchOff, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { USER_ACCESS } from '@common/access/users'
import { listOrder } from '@common/list-query'
import { USER_DEFAULT_SORT, type UserListQuery } from '@common/users'
import { ListPagination } from '@/components/list/ListPagination'
import { ListEmpty, ListError, ListLoading } from '@/components/list/ListStates'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { useCan } from '@/platform/session/api/use-session'
import { roleListQueryOptions } from '../api/roles'
import { seatUsageQueryOptions, userListQueryOptions } from '../api/users'
import { InviteUserModal } from './InviteUserModal'
import { SeatsAndInvite } from './SeatsAndInvite'
import { CLEARED_FILTERS, isFiltered, UserFilters } from './UserFilters'
import { UserCards } from './UserCards'
import { UsersTable } from './UsersTable'
import { useUserActions } from './use-user-actions'

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
  // Below 768 px each user is a card; the table would need sideways scrolling there.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })

  const list = users.data
  const lastPage = list ? Math.max(1, Math.ceil(list.meta.total / list.meta.per_page)) : 1
  const pastTheEnd = !users.isPlaceholderData && list !== undefined && list.data.length === 0 && query.page > lastPage

  // A page beyond the last (after deletions, or from an old link) shows the last one instead.
  useEffect(() => {
    if (pastTheEnd) onQueryChange({ page: lastPage }, { replace: true })
  }, [pastTheEnd, lastPage, onQueryChange])

  let body
  if (!list && users.isError) {
    body = <ListError title="Users could not be loaded" error={users.error} onRetry={() => void users.refetch()} />
  } else if (!list || pastTheEnd) {
    body = <ListLoading label="Loading users" />
  } else if (list.data.length === 0) {
    body = isFiltered(query) ? (
      <ListEmpty
        icon={<IconSearchOff aria-hidden />}
        title="No users match"
        description="Nobody fits this search and these filters. Try other words or fewer filters."
        action={
          <Button variant="light" onClick={() => onQueryChange(CLEARED_FILTERS)}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <ListEmpty icon={<IconUsers aria-hidden />} title="No users yet" description="Invite the people you hire with." />
    )
  } else {
    const rows = { users: list.data, actionsFor: actions.actionsFor, busyId: actions.busyId }
    body = (
      <Stack gap="md">
        <Box aria-busy={users.isFetching} style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {narrow ? (
            <UserCards {...rows} />
          ) : (
            <UsersTable {...rows} sort={listOrder(query, USER_DEFAULT_SORT) ?? USER_DEFAULT_SORT} onSort={(sort) => onQueryChange({ sort })} />
          )}
        </Box>
        <ListPagination
          page={query.page}
          perPage={query.per_page}
          total={list.meta.total}
          onPageChange={(page) => onQueryChange({ page })}
          onPerPageChange={(per_page) => onQueryChange({ per_page })}
        />
      </Stack>
    )
  }

  return (
    <Stack gap="md">
      <SeatsAndInvite seats={seats.data} canInvite={canInvite} onInvite={() => setInviting(true)} />
      <UserFilters query={query} roles={roles} onChange={onQueryChange} />
      {body}
      <InviteUserModal opened={inviting} roles={roles} onClose={() => setInviting(false)} />
      {actions.modals}
    </Stack>
  )
}
