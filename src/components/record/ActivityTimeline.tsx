// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Timeline.css'
import { List, Text, Timeline } from '@mantine/core'
import { formatDateTime, formatRelative } from '@/lib/format'

/** One line of a record's history, as `<resource>/{id}/history` answers it (contract section 8). */
export interface ActivityEntry {
  id: number
  /** When it happened (ISO timestamp). */
  at: string
  /** Who did it; null for the system (a reminder, an automatic status change); `id` null once their account is gone. */
  actor: { id: number | null; name: string } | null
  /** What was done: `created`, `updated`, `published`… */
  action: string
  comment: string | null
  /** For an edit, each changed field with its value before and after. */
  changes: Record<string, readonly [unknown, unknown]> | null
}

export interface ActivityTimelineProps<Entry extends ActivityEntry> {
  /** Oldest first, as the API answers. */
  entries: readonly Entry[]
  /** The feature's words for its actions ("updated" → "Edited the job"); unknown ones show as sent. */
  actionLabels: Readonly<Record<string, string>>
  /** The feature's names for its fields ("closes_at" → "Closing date"). */
  fieldLabels: Readonly<Record<string, string>>
  /** A stored value in the feature's words (a status's label); the default writes it plainly. */
  formatValue?: (field: string, value: unknown) => string | undefined
  /** What an entry adds to its action's label, from the feature's own fields ("step 2"). */
  titleDetail?: (entry: Entry) => string | undefined
}

/** A value before or after an edit, readable: empty as "—", lists joined, yes/no. */
function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Who did what to a record and when, with the comment and, for edits, what changed. */
export function ActivityTimeline<Entry extends ActivityEntry>({ entries, actionLabels, fieldLabels, formatValue, titleDetail }: ActivityTimelineProps<Entry>) {
  const show = (field: string, value: unknown) => formatValue?.(field, value) ?? plainValue(value)
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
      {entries.map((entry) => {
        const changes = Object.entries(entry.changes ?? {})
        const detail = titleDetail?.(entry)
        const label = actionLabels[entry.action] ?? entry.action
        return (
          <Timeline.Item key={entry.id} title={detail ? `${label} · ${detail}` : label}>
            <Text size="xs" c="dimmed">
              {entry.actor?.name ?? 'Staffdesk'} ·{' '}
              <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                {formatRelative(entry.at)}
              </time>
            </Text>
            {entry.comment && (
              <Text size="sm" mt={4} fs="italic">
                “{entry.comment}”
              </Text>
            )}
            {changes.length > 0 && (
              <List size="sm" mt={4} spacing={2}>
                {changes.map(([field, [before, after]]) => (
                  <List.Item key={field}>
                    {fieldLabels[field] ?? field}: {show(field, before)} → {show(field, after)}
                  </List.Item>
                ))}
              </List>
            )}
          </Timeline.Item>
        )
      })}
    </Timeline>
  )
}
