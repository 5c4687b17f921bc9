import { Button } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StatusPage } from './StatusPage'

/** Shown inside the shell when the user lacks the page's permission (spec section 6). */
export function AccessDenied() {
  return (
    <StatusPage
      icon={<IconLock size={32} stroke={1.5} />}
      color="orange"
      title="Access denied"
      actions={
        <Button component={Link} to="/" variant="light">
          Back to dashboard
        </Button>
      }
    >
      Your role does not include this page. Ask your company's owner or an administrator for access.
    </StatusPage>
  )
}
