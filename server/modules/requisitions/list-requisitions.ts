import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { hasAnyPermission } from '@common/permissions'
import { REQUISITION_DEFAULT_SORT, type Requisition, type RequisitionListQuery, type RequisitionSortField } from '@common/requisitions'
import { eq, or, sql, type SQL } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { overdueStep, waitingForApprover } from './conditions'
import { listPage, type ListPage, type SortColumns } from '../../db/list-page'
import { requisitions } from '../../db/schema/requisitions'
import { titleWordsQuery } from '../../db/text-search'
import { Viewer, requisitionColumns, loadContext, toRequisition, seesAll } from './requisition-record'

const SORT_COLUMNS: SortColumns<RequisitionSortField> = {
  title: sql`lower(${requisitions.title})`,
  status: requisitions.status,
  priority: requisitions.priority,
  created_at: requisitions.createdAt,
  target_start_date: requisitions.targetStartDate,
}

function waitingFor(viewer: Viewer): SQL {
  return waitingForApprover({
    id: viewer.id,
    isOwner: viewer.is_owner,
    roleId: viewer.roleId,
    mayApprove: hasAnyPermission(viewer, REQUISITION_ACCESS.approve),
  })
}

/**
 * A page of the company's requisitions (only the viewer's own for a holder of requisition.add
 * alone). `q` matches words anywhere (English stemming) or title words by their start.
 */
export async function listRequisitions(scope: CompanyScope, query: RequisitionListQuery, viewer: Viewer, now: Date): Promise<ListPage<Requisition>> {
  const titleWords = query.q ? titleWordsQuery(query.q) : null
  const page = await listPage(scope, requisitions, {
    rows: scope.db.select(requisitionColumns).from(requisitions).$dynamic(),
    where: [
      seesAll(viewer) ? undefined : eq(requisitions.requestedById, viewer.id),
      query.q
        ? or(
            sql`${requisitions.search} @@ websearch_to_tsquery('english', ${query.q})`,
            titleWords ? sql`${requisitions.titleWords} @@ to_tsquery('simple', ${titleWords})` : undefined,
          )
        : undefined,
      query.status === undefined ? undefined : eq(requisitions.status, query.status),
      query.department === undefined ? undefined : eq(requisitions.department, query.department),
      query.priority === undefined ? undefined : eq(requisitions.priority, query.priority),
      query.waiting_for_me === 'true' ? waitingFor(viewer) : query.waiting_for_me === 'false' ? sql`not (${waitingFor(viewer)})` : undefined,
      query.overdue === undefined ? undefined : isOverdue(query.overdue === 'true', now),
    ],
    query,
    sorts: SORT_COLUMNS,
    defaultSort: REQUISITION_DEFAULT_SORT,
    toItem: (row) => row,
  })
  const context = await loadContext(scope, page.data, now)
  return { ...page, data: page.data.map((row) => toRequisition(row, context)) }
}

function isOverdue(overdue: boolean, now: Date): SQL {
  const condition = overdueStep(now)
  return overdue ? condition : sql`not (${condition})`
}

/** The departments the company's requisitions use, sorted. */
export async function listRequisitionDepartments(scope: CompanyScope): Promise<string[]> {
  const rows = await scope.db.selectDistinct({ department: requisitions.department }).from(requisitions).where(scope.where(requisitions)).orderBy(requisitions.department)
  return rows.map((row) => row.department)
}
