import { Button } from '@mantine/core'
import { IconBriefcaseOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StatusPage } from '@/components/errors/StatusPage'

/** A job that does not exist, was deleted, or belongs to another company (the API's 404). */
export function JobNotFound() {
  return (
    <StatusPage
      icon={<IconBriefcaseOff size={32} stroke={1.5} />}
      title="Job not found"
      actions={
        <Button component={Link} to="/jobs/" variant="light">
          Back to Jobs List
        </Button>
      }
    >
      The job may have been deleted, or the link is mistyped.
    </StatusPage>
  )
}
