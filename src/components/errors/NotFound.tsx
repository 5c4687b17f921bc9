import { Button } from '@mantine/core'
import { IconMapSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StatusPage } from './StatusPage'

export function NotFound({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <StatusPage
      icon={<IconMapSearch size={32} stroke={1.5} />}
      title="Page not found"
      fullPage={fullPage}
      actions={
        <Button component={Link} to="/" variant="light">
          Back to dashboard
        </Button>
      }
    >
      The address may be mistyped, or the page has moved.
    </StatusPage>
  )
}
