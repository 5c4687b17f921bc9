import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AuditEntry, DueApplicant, PrivacyRequest } from '@common/privacy'
import type { PickerSource } from '@/components/RecordPicker'
import { PICKER_PAGE_SIZE, pickerPage } from '@/components/RecordPicker'
import type { ListPage } from '@/components/list/ListView'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'
import { saveBlob } from '@/lib/save-blob'
import type { AuditQuery } from '../audit-search'

export type { AuditEntry, DueApplicant, PrivacyRequest }

/** An audit entry as a list row: entries have no id of their own, so a row is numbered by its place in the log's order. */
export interface AuditRow extends AuditEntry {
  id: number
}

/** Query keys of the privacy API (contract 19), under one root so a kept applicant refreshes "Due" and the log alike. */
export const privacyKeys = {
  all: ['privacy'] as const,
  due: () => [...privacyKeys.all, 'due'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  audit: (query: AuditQuery) => [...privacyKeys.all, 'audit', query] as const,
  subjectTypes: () => [...privacyKeys.all, 'audit', 'subject-types'] as const,
}

/** Up to this many of each privacy list at once, soonest due or newest first; the section says when there are more. */
export const PRIVACY_LIST_SIZE = 100

export interface PrivacyList<Row> {
  data: Row[]
  meta: { total: number }
}

const privacyList = <Row>(path: string) => request(() => api.get(path, { searchParams: { per_page: PRIVACY_LIST_SIZE } }).json<PrivacyList<Row>>())

export const dueApplicantsQueryOptions = () => queryOptions({ queryKey: privacyKeys.due(), queryFn: () => privacyList<DueApplicant>('privacy/due') })

export const privacyRequestsQueryOptions = () => queryOptions({ queryKey: privacyKeys.requests(), queryFn: () => privacyList<PrivacyRequest>('privacy/requests') })

const auditParams = (query: AuditQuery) => listSearchParams(query)

/** One page of the log, newest first; the previous page stays on screen while the next loads. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: privacyKeys.audit(query),
    queryFn: async (): Promise<ListPage<AuditRow>> => {
      const page = await request(() => api.get('audit', { searchParams: auditParams(query) }).json<{ data: AuditEntry[]; meta: ListPage<AuditRow>['meta'] }>())
      const first = (page.meta.page - 1) * page.meta.per_page
      return { data: page.data.map((entry, index) => ({ ...entry, id: first + index + 1 })), meta: page.meta }
    },
    placeholderData: keepPreviousData,
  })

/** The kinds of record the log holds (`job`, `applicant`…), for its filter. */
export const auditSubjectTypesQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.subjectTypes(),
    queryFn: () => request(() => api.get('audit/subject-types').json<{ data: string[] }>()).then(({ data }) => data),
    staleTime: 60_000,
  })

/** The log as filtered (every page), as a CSV file. */
export async function downloadAuditCsv(query: AuditQuery): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = query
  const file = await request(() => api.get('audit/export', { searchParams: auditParams(filters as AuditQuery) }).blob())
  saveBlob(file, 'audit-log.csv')
}

/**
 * The company's people, active or not, for the log's "Person" filter: someone who has left still
 * appears in the log, and finding what they did is often why it is read.
 */
export const auditActorPicker: PickerSource = {
  searchKey: (q) => [...privacyKeys.all, 'actor-picker', q],
  search: (q, page, signal) =>
    request(() =>
      api
        .get('users', { searchParams: listSearchParams({ page, per_page: PICKER_PAGE_SIZE, ...(q ? { q } : { sort: 'name' }) }), signal })
        .json<{ data: { id: number; name: string }[]; meta: { page: number; per_page: number; total: number } }>(),
    ).then((list) =>
      pickerPage(
        [list],
        list.data.map((user) => ({ value: String(user.id), label: user.name })),
      ),
    ),
}
