import { Button } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { isNormalizedError } from '@/lib/errors'
import { StatusPage } from './StatusPage'

interface ErrorPageProps {
  error: unknown
  onRetry: () => void
  fullPage?: boolean
}

/**
 * The last resort when a page fails to load or render. It shows the server's message for a
 * failed call (the normalised error), never a stack trace.
 */
export function ErrorPage({ error, onRetry, fullPage = false }: ErrorPageProps) {
  const detail = isNormalizedError(error) ? error.message : 'The page could not be shown.'
  return (
    <StatusPage
      icon={<IconAlertTriangle size={32} stroke={1.5} />}
      color="red"
      title="Something went wrong"
      fullPage={fullPage}
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {detail} Try again in a moment; if it keeps happening, reload the page.
    </StatusPage>
  )
}
