import { Alert, Button } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { JOB_ACCESS } from '@common/access/jobs'
import { mergeNames } from '@common/company-lists'
import type { Job } from '@common/jobs'
import { Page } from '@/components/page/Page'
import { EditRecordPage } from '@/components/record/EditRecordPage'
import { PageLoader } from '@/components/feedback/PageLoader'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { useCan } from '@/platform/session/api/use-session'
import { jobDepartmentsQueryOptions } from '../api/jobs'
import { JOB_RECORD } from './job-record'
import { JobForm } from './JobForm'

/**
 * Suggestions for the form, which works without them: the company's own departments and
 * locations (Settings) first, then departments jobs already use.
 */
function useSuggestions(): { departments: readonly string[]; locations: readonly string[] } {
  const lists = useQuery(companyListsQueryOptions()).data
  const inUse = useQuery(jobDepartmentsQueryOptions()).data ?? []
  return { departments: mergeNames(lists?.departments ?? [], inUse), locations: lists?.locations ?? [] }
}

interface NewJobPageProps {
  title: string
  /** `?requisition_id=`: the approved requisition the job fills. */
  requisitionId?: number
  onSaved: (job: Job) => void
}

/**
 * New Job: an empty form, or one started from an approved requisition (and linked to it) once
 * that has loaded; once a job is saved (and announced), `onSaved` decides where to go.
 */
export function NewJobPage({ title, requisitionId, onSaved }: NewJobPageProps) {
  const suggestions = useSuggestions()
  const canList = useCan(JOB_ACCESS.list)
  const requisition = useQuery({ ...requisitionQueryOptions(requisitionId ?? 0), enabled: requisitionId !== undefined })
  // Each saved job leaves an empty form behind, for whoever stays on the page.
  const [formKey, setFormKey] = useState(0)
  if (requisitionId !== undefined && requisition.isPending) return <PageLoader />
  const fills = requisition.data?.status === 'approved' ? requisition.data : undefined
  return (
    <Page title={title}>
      {requisitionId !== undefined && !fills && (
        <Alert variant="light" color="orange" mb="lg" maw={960} title="Not linked to a requisition">
          {requisition.data
            ? `“${requisition.data.title}” is not approved, so a job cannot fill it yet.`
            : 'The requisition could not be loaded: this job starts empty and fills none.'}
        </Alert>
      )}
      <JobForm
        key={formKey}
        requisition={formKey === 0 ? fills : undefined}
        departments={suggestions.departments}
        locations={suggestions.locations}
        onSaved={(job) => {
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
    <EditRecordPage record={JOB_RECORD} id={id} title={title} view="/jobs/view/" name={(job) => job.title}>
      {(job, cancel) => <JobForm job={job} departments={suggestions.departments} locations={suggestions.locations} onSaved={onSaved} cancel={cancel} />}
    </EditRecordPage>
  )
}
