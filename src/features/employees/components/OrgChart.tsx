import { ActionIcon, Anchor, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { OrgChartItem } from '@common/employees'
import { plural } from '@/lib/format'
import { buildOrgTree, searchOrgTree, visibleNodes } from '../org-tree'

/**
 * The reporting tree as an ARIA tree: one tab stop, arrows move (Right opens or goes to the
 * first report, Left closes or goes to the manager), Home and End, Enter opens the person's page.
 * A search opens the way to every match and marks them.
 */
export function OrgChart({ people }: { people: readonly OrgChartItem[] }) {
  const navigate = useNavigate()
  const tree = useMemo(() => buildOrgTree(people), [people])
  const [query, setQuery] = useState('')
  const search = useMemo(() => searchOrgTree(tree, query), [tree, query])
  // The top people start open, so the first level below them shows.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set((tree.children.get(null) ?? []).map((person) => person.id)))
  const expanded = useMemo(() => new Set([...opened, ...search.expanded]), [opened, search.expanded])
  const rows = useMemo(() => visibleNodes(tree, expanded), [tree, expanded])
  const [activeId, setActiveId] = useState<number | null>(null)
  const firstMatch = rows.find((row) => search.matches.has(row.person.id))?.person.id
  const active = rows.find((row) => row.person.id === activeId)?.person.id ?? firstMatch ?? rows[0]?.person.id
  const treeRef = useRef<HTMLUListElement>(null)

  const focus = (id: number) => {
    setActiveId(id)
    treeRef.current?.querySelector<HTMLElement>(`[data-person="${id}"]`)?.focus()
  }
  const toggle = (id: number, open: boolean) => {
    setOpened((current) => {
      const next = new Set(current)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = rows.findIndex((row) => row.person.id === active)
    const row = rows[index]
    if (!row) return
    const go = (target: { person: OrgChartItem } | undefined) => target && focus(target.person.id)
    const moves: Record<string, () => void> = {
      ArrowDown: () => go(rows[index + 1]),
      ArrowUp: () => go(rows[index - 1]),
      Home: () => go(rows[0]),
      End: () => go(rows.at(-1)),
      ArrowRight: () => {
        if (!row.hasChildren) return
        if (!expanded.has(row.person.id)) toggle(row.person.id, true)
        else go(rows[index + 1])
      },
      ArrowLeft: () => {
        if (row.hasChildren && expanded.has(row.person.id)) toggle(row.person.id, false)
        else if (row.parentId !== null) focus(row.parentId)
      },
      Enter: () => void navigate({ to: '/employees/view/', search: { id: row.person.id } }),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  if (people.length === 0) return <Text c="dimmed">No one to show yet: add employees and their managers.</Text>

  return (
    <Paper withBorder radius="md" p="md">
      <TextInput
        label="Find someone"
        placeholder="Name or job title"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        mb="md"
        maw={420}
      />
      {query.trim() && (
        <Text size="sm" c="dimmed" mb="sm" role="status">
          {search.matches.size === 0 ? 'No one matches.' : `${search.matches.size} ${search.matches.size === 1 ? 'person matches' : 'people match'}.`}
        </Text>
      )}
      <ul role="tree" aria-label="Reporting tree" ref={treeRef} onKeyDown={onKeyDown} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => {
          const isOpen = expanded.has(row.person.id)
          const isMatch = search.matches.has(row.person.id)
          return (
            <li
              key={row.person.id}
              role="treeitem"
              data-person={row.person.id}
              aria-level={row.level}
              aria-expanded={row.hasChildren ? isOpen : undefined}
              aria-selected={row.person.id === active}
              tabIndex={row.person.id === active ? 0 : -1}
              onFocus={() => setActiveId(row.person.id)}
              style={{ paddingInlineStart: `calc(${row.level - 1} * 1.5rem)`, borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group gap={6} wrap="nowrap" py={4} bg={isMatch ? 'var(--mantine-primary-color-light)' : undefined} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                {row.hasChildren ? (
                  <ActionIcon variant="subtle" color="gray" size="sm" tabIndex={-1} aria-hidden onClick={() => toggle(row.person.id, !isOpen)}>
                    {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  </ActionIcon>
                ) : (
                  <span style={{ width: 22, flexShrink: 0 }} />
                )}
                <UnstyledButton tabIndex={-1} onClick={() => void navigate({ to: '/employees/view/', search: { id: row.person.id } })}>
                  <Anchor component="span" fw={600} size="sm">
                    {row.person.name}
                  </Anchor>
                </UnstyledButton>
                {row.person.job_title && (
                  <Text size="sm" c="dimmed" truncate>
                    {row.person.job_title}
                  </Text>
                )}
                {row.hasChildren && (
                  <Text size="xs" c="dimmed">
                    ({plural(tree.children.get(row.person.id)?.length ?? 0, 'report')})
                  </Text>
                )}
              </Group>
            </li>
          )
        })}
      </ul>
    </Paper>
  )
}
