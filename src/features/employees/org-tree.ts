import type { OrgChartItem } from '@common/employees'

export interface OrgTree {
  byId: ReadonlyMap<number, OrgChartItem>
  /** Each person's direct reports by name; `null` holds those who report to no one (the roots). */
  children: ReadonlyMap<number | null, readonly OrgChartItem[]>
}

/** The reporting tree from manager links; someone whose manager is not listed is a root. */
export function buildOrgTree(people: readonly OrgChartItem[]): OrgTree {
  const byId = new Map(people.map((person) => [person.id, person]))
  const children = new Map<number | null, OrgChartItem[]>()
  for (const person of people) {
    const parent = person.manager_id !== null && byId.has(person.manager_id) ? person.manager_id : null
    const siblings = children.get(parent) ?? []
    siblings.push(person)
    children.set(parent, siblings)
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name))
  return { byId, children }
}

/** The people whose name or title holds the search, and every manager above them (to expand). */
export function searchOrgTree(tree: OrgTree, query: string): { matches: Set<number>; expanded: Set<number> } {
  const needle = query.trim().toLocaleLowerCase()
  const matches = new Set<number>()
  const expanded = new Set<number>()
  if (!needle) return { matches, expanded }
  for (const person of tree.byId.values()) {
    if (!`${person.name} ${person.job_title ?? ''}`.toLocaleLowerCase().includes(needle)) continue
    matches.add(person.id)
    let manager = person.manager_id
    while (manager !== null && !expanded.has(manager)) {
      const above = tree.byId.get(manager)
      if (!above) break
      expanded.add(manager)
      manager = above.manager_id
    }
  }
  return { matches, expanded }
}

export interface VisibleNode {
  person: OrgChartItem
  level: number
  parentId: number | null
  hasChildren: boolean
}

/** The rows a tree shows, top to bottom: each expanded person's reports below them. */
export function visibleNodes(tree: OrgTree, expanded: ReadonlySet<number>): VisibleNode[] {
  const rows: VisibleNode[] = []
  const walk = (parentId: number | null, level: number) => {
    for (const person of tree.children.get(parentId) ?? []) {
      const hasChildren = (tree.children.get(person.id)?.length ?? 0) > 0
      rows.push({ person, level, parentId, hasChildren })
      if (hasChildren && expanded.has(person.id)) walk(person.id, level + 1)
    }
  }
  walk(null, 1)
  return rows
}
