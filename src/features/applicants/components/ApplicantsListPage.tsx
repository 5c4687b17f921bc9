import '@mantine/core/styles/Rating.css'
import { Button, Group, Stack } from '@mantine/core'
import { IconDownload, IconPlus, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import { APPLICANT_DEFAULT_SORT, applicantListQuerySchema, type ApplicantListQuery, type ApplicantSortField, type ListedApplicant } from '@common/applicants'
import { notify } from '@/components/feedback/notify'
import { alphabetical, listQueryProps, NEWEST_FIRST, OLDEST_FIRST, type ListOrder, type ListPageProps } from '@/components/list/list-query-props'
import { listTexts } from '@/components/list/list-texts'
import { ListView } from '@/components/list/ListView'
import { Page } from '@/components/page/Page'
import { failureText } from '@/lib/errors'
import { listSearchParams } from '@/lib/list-search'
import { useCan } from '@/platform/session/api/use-session'
import { saveBlob } from '@/lib/save-blob'
import { applicantListQueryOptions, fetchApplicantsCsv } from '../api/applicants'
import { useRejectionReasons } from '../api/rejection-reasons'
import { AddApplicantModal } from './AddApplicantModal'
import { ApplicantBulkActions } from './ApplicantBulkActions'
import { ApplicantFilters } from './ApplicantFilters'
import { ApplicantApplications, ApplicantName, ApplicantRating, applicantColumns } from './ApplicantsTable'

const ORDER: ListOrder<ApplicantSortField> = {
  defaultSort: APPLICANT_DEFAULT_SORT,
  bestMatch: true,
  options: [NEWEST_FIRST, OLDEST_FIRST, ...alphabetical('name', 'Name'), { value: '-rating', label: 'Best rated first' }, { value: 'rating', label: 'Lowest rated first' }],
}

/** Applicants List: everyone who applied, searched (resume text too), filtered, sorted and paged through the URL. */
export function ApplicantsListPage({ title, query, onQueryChange }: ListPageProps<ApplicantListQuery>) {
  const applicants = useQuery(applicantListQueryOptions(query))
  const canAdd = useCan(APPLICANT_ACCESS.add)
  const canEdit = useCan(APPLICANT_ACCESS.edit)
  const reasons = useRejectionReasons(canEdit)
  const navigate = useNavigate()
  const [adding, setAdding] = useState(false)
  const [exporting, setExporting] = useState(false)

  async function exportCsv(params: Record<string, string>) {
    setExporting(true)
    try {
      saveBlob(await fetchApplicantsCsv(params), 'applicants.csv')
    } catch (failure) {
      notify({
        color: 'red',
        title: 'The export failed',
        message: failureText(failure),
        autoClose: false,
      })
    } finally {
      setExporting(false)
    }
  }

  const { page: _page, per_page: _perPage, ...filters } = query
  const addButton = canAdd && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add applicant
    </Button>
  )

  return (
    <Page title={title} actions={addButton}>
      <ListView<ListedApplicant, ApplicantSortField>
        list={applicants}
        columns={applicantColumns}
        card={(applicant) => (
          <Stack gap="xs">
            <ApplicantName applicant={applicant} />
            <ApplicantApplications applicant={applicant} />
            <Group gap="xs">
              <ApplicantRating value={applicant.rating} />
            </Group>
          </Stack>
        )}
        texts={listTexts('applicants', 'No applicant', {
          icon: <IconUsers aria-hidden />,
          description: canAdd ? 'Upload resumes or add an applicant by hand to start a pipeline.' : 'Applicants appear here once resumes are uploaded or people apply.',
          action: addButton,
        })}
        filters={
          <ApplicantFilters
            query={query}
            onChange={onQueryChange}
            actions={
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv(listSearchParams(filters))}>
                Export CSV
              </Button>
            }
          />
        }
        {...listQueryProps(applicantListQuerySchema, query, onQueryChange, ORDER)}
        selection={{
          rowName: (applicant) => applicant.name,
          actions: (rows, clear) => (
            <ApplicantBulkActions rows={rows} clear={clear} jobId={query.job_id} canEdit={canEdit} reasons={reasons} onExport={(ids) => void exportCsv({ ids: ids.join(',') })} />
          ),
        }}
      />
      <AddApplicantModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(id) => {
          setAdding(false)
          void navigate({ to: '/candidates/view/', search: { id } })
        }}
      />
    </Page>
  )
}
