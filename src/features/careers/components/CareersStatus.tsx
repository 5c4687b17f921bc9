import { Button } from '@mantine/core'
import { IconBuildingOff, IconCalendarOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StatusPage } from '@/components/errors/StatusPage'

/** An unknown company, one whose careers site is not public, or an address without a company. */
export function CareersNotFound() {
  return (
    <StatusPage icon={<IconBuildingOff size={32} stroke={1.5} />} title="Careers page not found">
      This company has no public careers page at this address. Check the link you followed, or ask the company for its careers page.
    </StatusPage>
  )
}

/** A job that does not exist (any more), or a closed one (410), with the way to the company's open jobs. */
export function CareersJobGone({ slug, closed }: { slug: string; closed: boolean }) {
  return (
    <StatusPage
      icon={<IconCalendarOff size={32} stroke={1.5} />}
      title={closed ? 'This job is closed' : 'Job not found'}
      actions={
        <Button renderRoot={(props) => <Link to="/careers/" search={{ company: slug }} {...props} />} variant="light">
          See open positions
        </Button>
      }
    >
      {closed ? 'It no longer takes applications. Other positions may be open.' : 'The job may have been filled or removed, or the link is mistyped.'}
    </StatusPage>
  )
}
