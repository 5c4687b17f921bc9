import type { ListTexts } from './ListView'

/**
 * A list's texts in the words every list uses, from what its rows are ("jobs") and who fits no
 * search ("No job"): "Loading jobs", "Jobs could not be loaded", "No jobs yet", "No jobs match"
 * and "No job fits this search and these filters…". `empty` gives the rest of the empty state.
 */
export function listTexts(rows: string, nobody: string, empty: Omit<ListTexts['empty'], 'title'>): ListTexts {
  return {
    loading: `Loading ${rows}`,
    error: `${rows.charAt(0).toUpperCase()}${rows.slice(1)} could not be loaded`,
    empty: { title: `No ${rows} yet`, ...empty },
    noMatch: { title: `No ${rows} match`, description: `${nobody} fits this search and these filters. Try other words or fewer filters.` },
  }
}
