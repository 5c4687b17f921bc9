import { Button } from '@mantine/core'
import { IconMapSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StatusPage } from './StatusPage'

interface NotFoundProps {
  fullPage?: boolean
  /** Where the way out leads; the careers site keeps its visitors on the careers site. */
  backTo?: '/' | '/careers/'
  backLabel?: string
}

export function NotFound({ fullPage = false, backTo = '/', backLabel = 'Back to dashboard' }: NotFoundProps) {
  return (
    <StatusPage
      icon={<IconMapSearch size={32} stroke={1.5} />}
      title="Page not found"
      fullPage={fullPage}
      actions={
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      }
    >
      The address may be mistyped, or the page has moved.
    </StatusPage>
  )
}
