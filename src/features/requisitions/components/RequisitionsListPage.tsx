import { IconFileDescription, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { mergeNames } from '@common/company-lists'
import { REQUISITION_DEFAULT_SORT, requisitionListQuerySchema, type Requisition, type RequisitionListQuery, type RequisitionSortField } from '@common/requisitions'
import { ButtonLink } from '@/components/links'
import { alphabetical, listQueryProps, NEWEST_FIRST, OLDEST_FIRST, type ListOrder, type ListPageProps } from '@/components/list/list-query-props'
import { listTexts } from '@/components/list/list-texts'
import { ListView } from '@/components/list/ListView'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import { Page } from '@/components/page/Page'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { PlanExcludedNote, usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { useCan, useSession } from '@/platform/session/api/use-session'
import { requisitionListQueryOptions } from '../api/requisitions'
import { RequisitionCard } from './RequisitionCard'
import { RequisitionFilters } from './RequisitionFilters'
import { requisitionColumns } from './RequisitionsTable'
import { useRequisitionActions } from './use-requisition-actions'

// While searching, the default order is the best matches first: no column is sorted then.
const ORDER: ListOrder<RequisitionSortField> = {
  defaultSort: REQUISITION_DEFAULT_SORT,
  bestMatch: true,
  options: [
    NEWEST_FIRST,
    OLDEST_FIRST,
    ...alphabetical('title', 'Title'),
    { value: '-priority', label: 'Most urgent first' },
    { value: 'priority', label: 'Least urgent first' },
    { value: 'target_start_date', label: 'Starting soonest' },
    { value: 'status', label: 'Status' },
  ],
}

/** Requisitions List: searched, filtered, sorted and paged through the URL; decisions straight from a row. */
export function RequisitionsListPage({ title, query, onQueryChange }: ListPageProps<RequisitionListQuery>) {
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
  const rowActions = (requisition: Requisition) => <RowActionsMenu name={requisition.title} items={actions.rowActions(requisition)} busy={actions.busyId === requisition.id} />

  return (
    <Page title={title} actions={mayAdd && !included ? <PlanExcludedNote feature="requisitions" /> : newButton}>
      <ListView
        list={requisitions}
        columns={columns}
        rowActions={rowActions}
        card={(requisition) => <RequisitionCard requisition={requisition} canView={canView} userId={userId} actions={rowActions(requisition)} />}
        texts={listTexts('requisitions', 'No requisition', {
          icon: <IconFileDescription aria-hidden />,
          description: canAdd
            ? 'Ask for a new role: save a requisition as a draft, submit it when it is ready, and the approval chain takes it from there.'
            : 'Requisitions appear here once someone asks for a role.',
          action: newButton,
        })}
        filters={<RequisitionFilters query={query} departments={departments} canApprove={canApprove} onChange={onQueryChange} />}
        {...listQueryProps(requisitionListQuerySchema, query, onQueryChange, ORDER)}
      />
      {actions.modals}
    </Page>
  )
}
