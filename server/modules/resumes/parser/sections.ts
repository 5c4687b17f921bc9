import { headingKind, type SectionKind } from './headings'
import { FIELD_SEPARATOR, type ResumeLine } from './lines'

/** Splits a resume's lines into sections at their headings. */

export interface SectionedLine extends ResumeLine {
  section: SectionKind
  /** The line is a section heading (its text is the heading). */
  heading: boolean
}

/**
 * Gives every line its section. Headings are known section names standing alone on a line, or
 * opening a table's row ("Experience   Registered Nurse…", read as the heading and the rest).
 * A column starts over in the header until its first heading.
 */
export function splitSections(lines: readonly ResumeLine[]): SectionedLine[] {
  const result: SectionedLine[] = []
  let current: SectionKind = 'header'
  let previous: ResumeLine | null = null
  for (const line of lines) {
    if (previous && (line.column !== previous.column) && line.page === previous.page) current = 'header'
    previous = line
    const kind = headingKind(line.text)
    if (kind) {
      current = kind
      result.push({ ...line, section: kind, heading: true })
      continue
    }
    const [first = '', ...rest] = line.text.split(FIELD_SEPARATOR)
    const cellKind = rest.length > 0 ? headingKind(first) : null
    if (cellKind) {
      current = cellKind
      result.push({ ...line, text: first.trim(), section: cellKind, heading: true })
      result.push({ ...line, text: rest.join(FIELD_SEPARATOR).trim(), section: cellKind, heading: false })
      continue
    }
    result.push({ ...line, section: current, heading: false })
  }
  return result
}
