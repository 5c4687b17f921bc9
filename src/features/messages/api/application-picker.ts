import type { ApplicantList } from '@common/applicants'
import { applicantKeys } from '@/features/applicants/api/applicants'
import { PICKER_PAGE_SIZE, pickerPage, type PickerSource } from '@/components/RecordPicker'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'

/**
 * Applications for the template preview's "Fill with": the applicants matching what is typed,
 * one option per application ("Ana Lima" for Backend Engineer), so the preview reads their job.
 */
export const applicationPicker: PickerSource = {
  searchKey: (q) => [...applicantKeys.lists(), 'application-picker', q],
  search: (q, page, signal) =>
    request(() => api.get('applicants', { searchParams: listSearchParams({ page, per_page: PICKER_PAGE_SIZE, ...(q ? { q } : {}) }), signal }).json<ApplicantList>()).then((list) =>
      pickerPage(
        [list],
        list.data.flatMap((applicant) => applicant.applications.map((application) => ({ value: String(application.id), label: applicant.name, detail: application.job.title }))),
      ),
    ),
}
