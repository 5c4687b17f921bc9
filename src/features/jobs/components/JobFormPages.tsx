import { Button, Group } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { mergeNames } from '@common/company-lists'
import type { Job } from '@common/jobs'
import { notify } from '@/components/feedback/notify'
import { AnchorLink, ButtonLink } from '@/components/links'
import { Page } from '@/components/page/Page'
import { useCan } from '@/features/session/api/use-session'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { menuPage } from '@/features/session/page-access'
import { jobDepartmentsQueryOptions } from '../api/jobs'
import { JobForm, type JobSaveKind } from './JobForm'
import { WithJob } from './WithJob'

const LIST_PERMISSIONS = menuPage('/jobs/').permissions

const SAVED_TITLES: Record<JobSaveKind, string> = { draft: 'Draft saved', publish: 'Job published', save: 'Changes saved' }

function announce(job: Job, kind: JobSaveKind) {
  notify({ color: 'teal', title: SAVED_TITLES[kind], message: job.title })
}

/**
 * Suggestions for the form, which works without them: the company's own departments and
 * locations (Settings) first, then departments jobs already use.
 */
function useSuggestions(): { departments: readonly string[]; locations: readonly string[] } {
  const lists = useQuery(companyListsQueryOptions()).data
  const inUse = useQuery(jobDepartmentsQueryOptions()).data ?? []
  return { departments: mergeNames(lists?.departments ?? [], inUse), locations: lists?.locations ?? [] }
}

/** New Job: an empty form; a saved job is announced, then `onSaved` decides where to go. */
export function NewJobPage({ title, onSaved }: { title: string; onSaved: (job: Job) => void }) {
  const suggestions = useSuggestions()
  const canList = useCan(LIST_PERMISSIONS)
  // Each saved job leaves an empty form behind, for whoever stays on the page.
  const [formKey, setFormKey] = useState(0)
  return (
    <Page title={title}>
      <JobForm
        key={formKey}
        departments={suggestions.departments}
        locations={suggestions.locations}
        onSaved={(job, kind) => {
          announce(job, kind)
          setFormKey((key) => key + 1)
          onSaved(job)
        }}
        cancel={
          <Button component={Link} to={canList ? '/jobs/' : '/'} variant="subtle" color="gray">
            Cancel
          </Button>
        }
      />
    </Page>
  )
}

/** Edit Job: the job's form once it has loaded, or why it cannot be edited. */
export function EditJobPage({ id, title, onSaved }: { id: number | undefined; title: string; onSaved: (job: Job) => void }) {
  const suggestions = useSuggestions()
  return (
    <WithJob id={id} title={title}>
      {(job) => (
        <Page
          title={title}
          back={
            <AnchorLink to="/jobs/view/" search={{ id: job.id }} size="sm" w="fit-content">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {job.title}
              </Group>
            </AnchorLink>
          }
        >
          <JobForm
            job={job}
            departments={suggestions.departments}
            locations={suggestions.locations}
            onSaved={(saved, kind) => {
              announce(saved, kind)
              onSaved(saved)
            }}
            cancel={
              <ButtonLink to="/jobs/view/" search={{ id: job.id }} variant="subtle" color="gray">
                Cancel
              </ButtonLink>
            }
          />
        </Page>
      )}
    </WithJob>
  )
}
