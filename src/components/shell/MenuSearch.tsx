import '@mantine/spotlight/styles.css'
import { Spotlight } from '@mantine/spotlight'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQueries } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { hasAnyPermission } from '@common/permissions'
import { searchMenu } from '@/lib/menu'
import { useSession } from '@/platform/session/api/use-session'
import { itemIcon } from './menu-icons'
import { menuSearchStore } from './menu-search-store'
import classes from './MenuSearch.module.css'
import { RECORD_KINDS, RECORD_SEARCH_DEBOUNCE_MS, searchRecords, type FoundRecord, type RecordKind } from './record-search'
import { useMenu } from './use-menu'

/** Spec 9: the results box is at most 250 px high and scrolls beyond that. */
export const SEARCH_RESULTS_MAX_HEIGHT = 250

/** The kinds of record this user may list and open: only those are asked, so no refused request is made. */
function useSearchableKinds(): readonly RecordKind[] {
  const session = useSession()
  if (!session) return []
  const subject = { is_owner: session.user.is_owner, permissions: session.permissions }
  return RECORD_KINDS.filter((kind) => kind.permissions.every((permissions) => hasAnyPermission(subject, permissions)))
}

/**
 * The records of each kind the user may see whose text matches the query, asked once typing
 * pauses; a request for older input is cancelled when the query changes.
 */
function useRecordMatches(query: string) {
  const kinds = useSearchableKinds()
  const [q] = useDebouncedValue(query.trim(), RECORD_SEARCH_DEBOUNCE_MS)
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: [kind.kind, 'list', 'header-search', q],
      queryFn: ({ signal }: { signal: AbortSignal }) => searchRecords(kind, q, signal),
      enabled: q !== '',
    })),
  })
  const groups = kinds.map((kind, index) => ({ kind, records: (results[index]?.data ?? []) as FoundRecord[] })).filter(({ records }) => records.length > 0)
  const searching = kinds.length > 0 && query.trim() !== '' && (query.trim() !== q || results.some((result) => result.isFetching))
  return { groups, searching }
}

/**
 * Search modal (spec 2): filters the menu entries this user may see by title prefix, ignoring
 * case, and finds the applicants, jobs, requisitions and employees the user may see (issue 30).
 * Each result is an option named by its menu title or its record's name and opens that page.
 */
export default function MenuSearch() {
  const { items } = useMenu()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const matches = searchMenu(items, query)
  const records = useRecordMatches(query)

  return (
    <Spotlight.Root
      store={menuSearchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={SEARCH_RESULTS_MAX_HEIGHT}
      attributes={{ content: { 'aria-label': 'Search the menu' } }}
    >
      <Spotlight.Search
        aria-label="Search menu"
        placeholder="Search the menu…"
        leftSection={<IconSearch size={20} stroke={1.6} aria-hidden />}
      />
      {query.trim() === '' ? (
        <Spotlight.Empty>Type something</Spotlight.Empty>
      ) : matches.length === 0 && records.groups.length === 0 ? (
        <Spotlight.Empty>{records.searching ? 'Searching…' : 'There is no component with this name'}</Spotlight.Empty>
      ) : (
        <Spotlight.ActionsList role="listbox" aria-label="Menu entries and records" className={classes.results}>
          {matches.map((item) => {
            const Icon = itemIcon(item.title)
            return (
              <Spotlight.Action
                key={item.to}
                id={`menu-search-${item.to}`}
                role="option"
                label={item.title}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                onClick={() => void navigate({ to: item.to })}
              />
            )
          })}
          {records.groups.map(({ kind, records: found }) => (
            // Spotlight draws the heading with CSS; the group's name is what a screen reader hears.
            <Spotlight.ActionsGroup key={kind.kind} label={kind.heading} role="group" aria-label={kind.heading}>
              {found.map((record) => (
                <Spotlight.Action
                  key={record.id}
                  id={`record-search-${kind.kind}-${record.id}`}
                  role="option"
                  label={record.label}
                  onClick={() => void navigate({ to: kind.to, search: { id: record.id } })}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
        </Spotlight.ActionsList>
      )}
    </Spotlight.Root>
  )
}
