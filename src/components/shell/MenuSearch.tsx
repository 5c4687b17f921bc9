import '@mantine/spotlight/styles.css'
import { Spotlight } from '@mantine/spotlight'
import { IconSearch } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { searchMenu } from '@/lib/menu'
import { itemIcon } from './menu-icons'
import { menuSearchStore } from './menu-search-store'
import classes from './MenuSearch.module.css'
import { useMenu } from './use-menu'

/** Spec 9: the results box is at most 250 px high and scrolls beyond that. */
export const SEARCH_RESULTS_MAX_HEIGHT = 250

/**
 * Search modal (spec 2): filters the menu entries this user may see by title prefix, ignoring
 * case. Each result is an option named by its menu title and opens that page.
 */
export default function MenuSearch() {
  const { items } = useMenu()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const matches = searchMenu(items, query)

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
      ) : matches.length === 0 ? (
        <Spotlight.Empty>There is no component with this name</Spotlight.Empty>
      ) : (
        <Spotlight.ActionsList role="listbox" aria-label="Menu entries" className={classes.results}>
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
        </Spotlight.ActionsList>
      )}
    </Spotlight.Root>
  )
}
