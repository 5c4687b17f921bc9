import { NativeSelect } from '@mantine/core'
import type { Role } from '@common/roles'
import { userListQuerySchema, type UserListQuery } from '@common/users'
import { ListFilters } from '@/components/list/ListFilters'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'

interface UserFiltersProps {
  query: UserListQuery
  /** The company's roles; null when the viewer may not list them (no role filter then). */
  roles: readonly Pick<Role, 'id' | 'name'>[] | null
  onChange: ListSearchChange<UserListQuery>
}

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
]

/** No search and no filter: the whole list. */
export const CLEARED_FILTERS = clearedFilters(userListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: UserListQuery) => isListFiltered(userListQuerySchema, query)

/** The users list's search box and filters; each change goes to the URL. */
export function UserFilters({ query, roles, onChange }: UserFiltersProps) {
  return (
    <ListFilters
      searchLabel="Search users"
      searchPlaceholder="Search by name or email"
      q={query.q}
      onSearch={(q) => onChange({ q }, { replace: true })}
      filtered={isFiltered(query)}
      onClear={() => onChange(CLEARED_FILTERS)}
    >
      {roles && (
        <NativeSelect
          label="Role"
          data={[
            { value: '', label: 'All roles' },
            ...roles.map((role) => ({
              value: String(role.id),
              label: role.name,
            })),
          ]}
          value={query.role_id === undefined ? '' : String(query.role_id)}
          onChange={(event) => {
            const value = event.currentTarget.value
            onChange({ role_id: value ? Number(value) : undefined })
          }}
        />
      )}
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={query.active ?? ''}
        onChange={(event) =>
          onChange({
            active: (event.currentTarget.value || undefined) as UserListQuery['active'],
          })
        }
      />
    </ListFilters>
  )
}
