import { Mark, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Snippet } from '@common/applicants'

/**
 * Why a row matched the search: the snippet's text with its matched ranges marked. The text is
 * always rendered as text (never as HTML); ranges out of order, overlapping or past the end are
 * clipped rather than trusted.
 */
export function SearchSnippet({ snippet }: { snippet: Snippet }) {
  const { text } = snippet
  const parts: ReactNode[] = []
  let at = 0
  const ranges = [...snippet.marks].sort((a, b) => a[0] - b[0])
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(at, Math.min(rawStart, text.length))
    const end = Math.min(Math.max(rawEnd, start), text.length)
    if (end <= start) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(<Mark key={start}>{text.slice(start, end)}</Mark>)
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {parts}
    </Text>
  )
}
