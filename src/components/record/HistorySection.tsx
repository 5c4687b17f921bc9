import { Section } from '../page/Section'
import { ActivityTimeline, type ActivityEntry, type ActivityTimelineProps } from './ActivityTimeline'

interface HistorySectionProps<Entry extends ActivityEntry> extends Omit<ActivityTimelineProps<Entry>, 'entries'> {
  /** The heading's id, which names the section. */
  headingId: string
  /** The record's history; undefined while it loads or when it cannot be read. */
  entries: readonly Entry[] | undefined
}

/** A record's "History" section around its ActivityTimeline. Left out while there is nothing to show. */
export function HistorySection<Entry extends ActivityEntry>({ headingId, entries, ...timeline }: HistorySectionProps<Entry>) {
  if (!entries || entries.length === 0) return null
  return (
    <Section id={headingId} title="History">
      <ActivityTimeline entries={entries} {...timeline} />
    </Section>
  )
}
