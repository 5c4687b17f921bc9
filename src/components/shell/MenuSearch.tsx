import '@mantine/spotlight/styles.css'
import { Spotlight, type SpotlightActionProps } from '@mantine/spotlight'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQueries } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState, type MouseEvent, type ReactElement } from 'react'
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
 * Spotlight's action hands its other props to UnstyledButton, which renders any element: as an `a`
 * with an `href`, a result can be opened in a new tab (middle click, Ctrl or Cmd click, the context menu).
 */
const LinkAction = Spotlight.Action as unknown as (props: SpotlightActionProps & { component: 'a'; href: string }) => ReactElement

/** A click the browser should handle itself, opening the link elsewhere (a new tab or window). */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey

/**
 * Search modal (spec 2): filters the menu entries this user may see by title prefix, ignoring
 * case, and finds the applicants, jobs, requisitions and employees the user may see (issue 30).
 * Each result is an option named by its menu title or its record's name and opens that page.
 */
export default function MenuSearch() {
  const { items } = useMenu()
  const navigate = useNavigate()
  const router = useRouter()
  const [query, setQuery] = useState('')
  // A plain click (or Enter, which Spotlight turns into a click) opens the page in the app itself.
  const linkTo = (location: { to: string; search?: { id: number } }) => ({
    component: 'a' as const,
    href: router.buildLocation(location).href,
    onClick: (event: MouseEvent) => {
      if (opensElsewhere(event)) return
      event.preventDefault()
      void navigate(location)
    },
  })
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
      <Spotlight.Search aria-label="Search menu" placeholder="Search the menu…" leftSection={<IconSearch size={20} stroke={1.6} aria-hidden />} />
      {query.trim() === '' ? (
        <Spotlight.Empty>Type something</Spotlight.Empty>
      ) : matches.length === 0 && records.groups.length === 0 ? (
        <Spotlight.Empty>{records.searching ? 'Searching…' : 'There is no component with this name'}</Spotlight.Empty>
      ) : (
        <Spotlight.ActionsList role="listbox" aria-label="Menu entries and records" className={classes.results}>
          {matches.map((item) => {
            const Icon = itemIcon(item.title)
            return (
              <LinkAction
                key={item.to}
                id={`menu-search-${item.to}`}
                role="option"
                label={item.title}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                {...linkTo({ to: item.to })}
              />
            )
          })}
          {records.groups.map(({ kind, records: found }) => (
            // Spotlight draws the heading with CSS; the group's name is what a screen reader hears.
            <Spotlight.ActionsGroup key={kind.kind} label={kind.heading} role="group" aria-label={kind.heading}>
              {found.map((record) => (
                <LinkAction
                  key={record.id}
                  id={`record-search-${kind.kind}-${record.id}`}
                  role="option"
                  label={record.label}
                  {...linkTo({ to: kind.to, search: { id: record.id } })}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
        </Spotlight.ActionsList>
      )}
    </Spotlight.Root>
  )
}
