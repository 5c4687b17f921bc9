import { Box } from '@mantine/core'
import { MarkdownText } from '@/components/markdown/MarkdownText'

/**
 * An offer's letter: the Markdown the server filled in (values escaped there), rendered sanitised
 * as the rest of the app renders Markdown. `busy`: a newer version is on its way, this one stays dimmed.
 */
export function OfferLetter({ letter, busy = false }: { letter: string; busy?: boolean }) {
  return (
    <Box aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, overflowWrap: 'anywhere' }}>
      <MarkdownText source={letter} />
    </Box>
  )
}
