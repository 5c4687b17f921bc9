import { IconFileDescription, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { mergeNames } from '@common/company-lists'
import { listOrder } from '@common/list-query'
import { REQUISITION_DEFAULT_SORT, type Requisition, type RequisitionListQuery, type RequisitionSortField } from '@common/requisitions'
import { ButtonLink } from '@/components/links'
import { ListView, type ListSort } from '@/components/list/ListView'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { Page } from '@/components/page/Page'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { PlanExcludedNote, usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { useCan, useSession } from '@/platform/session/api/use-session'
import { requisitionListQueryOptions } from '../api/requisitions'
import { RequisitionCard } from './RequisitionCard'
import { isFiltered, NO_FILTERS, RequisitionFilters } from './RequisitionFilters'
import { requisitionColumns } from './RequisitionsTable'
import { useRequisitionActions } from './use-requisition-actions'

/** The sort select's value for "no sort chosen" while searching. */
const BEST_MATCH = ''

const SORT_OPTIONS: { value: ListSort<RequisitionSortField>; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'title', label: 'Title, A to Z' },
  { value: '-title', label: 'Title, Z to A' },
  { value: '-priority', label: 'Most urgent first' },
  { value: 'priority', label: 'Least urgent first' },
  { value: 'target_start_date', label: 'Starting soonest' },
  { value: 'status', label: 'Status' },
]

interface RequisitionsListPageProps {
  title: string
  query: RequisitionListQuery
  onQueryChange: ListSearchChange<RequisitionListQuery>
}

/** Requisitions List: searched, filtered, sorted and paged through the URL; decisions straight from a row. */
export function RequisitionsListPage({ title, query, onQueryChange }: RequisitionsListPageProps) {
  const requisitions = useQuery(requisitionListQueryOptions(query))
  const companyDepartments = useQuery(companyListsQueryOptions()).data?.departments ?? []
  // The company's list first, then those the shown requisitions use (the list may be empty).
  const departments = mergeNames(companyDepartments, requisitions.data?.data.map((requisition) => requisition.department) ?? [])
  const mayAdd = useCan(REQUISITION_ACCESS.add)
  const included = usePlanIncludes('requisitions')
  const canAdd = mayAdd && included
  const canView = useCan(REQUISITION_ACCESS.read)
  const canApprove = useCan(REQUISITION_ACCESS.approve)
  const userId = useSession()?.user.id
  const actions = useRequisitionActions()
  const columns = useMemo(() => requisitionColumns(canView, userId), [canView, userId])

  const newButton = canAdd && (
    <ButtonLink to="/job-requisitions/create/" leftSection={<IconPlus size={16} aria-hidden />}>
      New requisition
    </ButtonLink>
  )
  const rowActions = (requisition: Requisition) => (
    <RowActionsMenu name={requisition.title} items={actions.rowActions(requisition)} busy={actions.busyId === requisition.id} />
  )

  return (
    <Page title={title} actions={mayAdd && !included ? <PlanExcludedNote feature="requisitions" /> : newButton}>
      <ListView
        list={requisitions}
        columns={columns}
        rowActions={rowActions}
        card={(requisition) => <RequisitionCard requisition={requisition} canView={canView} userId={userId} actions={rowActions(requisition)} />}
        texts={{
          loading: 'Loading requisitions',
          error: 'Requisitions could not be loaded',
          empty: {
            icon: <IconFileDescription aria-hidden />,
            title: 'No requisitions yet',
            description: canAdd
              ? 'Ask for a new role: save a requisition as a draft, submit it when it is ready, and the approval chain takes it from there.'
              : 'Requisitions appear here once someone asks for a role.',
            action: newButton,
          },
          noMatch: { title: 'No requisitions match', description: 'No requisition fits this search and these filters. Try other words or fewer filters.' },
        }}
        filters={<RequisitionFilters query={query} departments={departments} canApprove={canApprove} onChange={onQueryChange} />}
        filtered={isFiltered(query)}
        onClearFilters={() => onQueryChange(NO_FILTERS)}
        // While searching, the default order is the best matches first: no column is sorted then.
        sort={listOrder(query, REQUISITION_DEFAULT_SORT) ?? BEST_MATCH}
        onSort={(sort) => onQueryChange({ sort })}
        sortOptions={query.q ? [{ value: BEST_MATCH, label: 'Best match' }, ...SORT_OPTIONS] : SORT_OPTIONS}
        page={query.page}
        perPage={query.per_page}
        onPageChange={(page, options) => onQueryChange({ page }, options)}
        onPerPageChange={(per_page) => onQueryChange({ per_page })}
      />
      {actions.modals}
    </Page>
  )
}
