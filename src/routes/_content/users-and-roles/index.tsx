import { createFileRoute } from '@tanstack/react-router'
import { USER_ACCESS } from '@common/access/users'
import { hasAnyPermission } from '@common/permissions'
import { userListQuerySchema, type UserListQuery } from '@common/users'
import { useListSearch } from '@/components/list/use-list-search'
import { userListQueryOptions } from '@/features/users-and-roles/api/users'
import { UsersAndRolesPage, type UsersAndRolesTab } from '@/features/users-and-roles/components/UsersAndRolesPage'
import { parseListSearch } from '@/lib/list-search'
import { staffPage } from '@/platform/session/page-access'
import { listRoute } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/users-and-roles/')({
  ...listRoute<UserListQuery & { tab: UsersAndRolesTab }>('/users-and-roles/'),
  loader: ({ context, deps }) => {
    const session = { is_owner: context.session.user.is_owner, permissions: context.session.permissions }
    if (deps.tab !== 'roles' && hasAnyPermission(session, USER_ACCESS.list)) {
      void context.queryClient.prefetchQuery(userListQueryOptions(parseListSearch(userListQuerySchema, deps)))
    }
  },
  component: UsersAndRolesRoute,
})

function UsersAndRolesRoute() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  const [query, changeQuery] = useListSearch(userListQuerySchema, search, (next, replace) => void navigate({ search: next, replace }))
  return (
    <UsersAndRolesPage
      title={staffPage('/users-and-roles/').title}
      tab={search.tab}
      onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab: tab === 'roles' ? tab : undefined }) })}
      query={query}
      onQueryChange={changeQuery}
    />
  )
}
