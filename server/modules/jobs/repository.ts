import type { ActivityEntry } from '@common/activity'
import { JOB_DEFAULT_SORT, updateJobInputSchema, type Job, type JobFields, type JobListQuery, type JobSortField, type JobStatus } from '@common/jobs'
import { listOrder, prefixPattern } from '@common/list-query'
import { count, desc, eq, getTableColumns, ne, or, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { presentColumns, storedFields } from '../../db/present-columns'
import { listPage, sortOrder, type ListPage, type SortColumns } from '../../db/list-page'
import { titleWordsQuery } from '../../db/text-search'
import { jobs, type JobRow } from '../../db/schema/jobs'
import { requisitions } from '../../db/schema/requisitions'
import { fieldError, notFound } from '../../lib/errors'
import { diffChanges, readHistory, recordActivity, type Actor } from '../../platform/activity/activity-log'
import { addDefaultInterviewPlan } from '../interviews/public'

/** The jobs' subject type in the activity log. */
const SUBJECT = 'job'

/** Every column a Job answer needs: not the company, the search vectors nor the careers site's date posted. */
const { companyId: _companyId, search: _search, titleWords: _titleWords, publishedAt: _publishedAt, ...jobColumns } = getTableColumns(jobs)

type JobRecord = Omit<JobRow, 'companyId' | 'search' | 'titleWords' | 'publishedAt'>

/** The stored fields' API names: a job's JSON and its columns are these, and the id and times. */
const JOB_FIELD_NAMES = updateJobInputSchema.keyof().options

/** The one mapping from a stored job to contract section 6's JSON. */
function toJob(row: JobRecord): Job {
  return {
    id: row.id,
    ...storedFields(row, JOB_FIELD_NAMES),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export type JobChanges = Partial<JobFields & { status: JobStatus; requisition_id: number | null }>

const toColumns = (fields: JobChanges) => presentColumns(fields, JOB_FIELD_NAMES)

// Titles sort as people read them, whatever their case. With the default direction a job without
// a closing date counts as never closing: last when sorted ascending, first descending.
const SORT_COLUMNS: SortColumns<JobSortField> = {
  title: sql`lower(${jobs.title})`,
  status: jobs.status,
  created_at: jobs.createdAt,
  closes_at: jobs.closesAt,
}

/**
 * A page of the company's jobs. `q` matches words anywhere (English full-text search, so
 * "engineer" finds "Engineering") or title words by their start as typed ("Eng" finds
 * "Engineering Manager", "back" finds "Backend Engineer"). Both are exact GIN index conditions:
 * PostgreSQL never re-reads a match's whole text to check it, which kept searches with
 * thousands of matches slow. Without a chosen sort, a search orders titles starting with `q`
 * first, then titles holding its words, newest first within each. Without `q` it is a plain
 * `listPage()`.
 */
export async function listJobs(scope: CompanyScope, query: JobListQuery): Promise<ListPage<Job>> {
  const filters = [
    query.status === undefined ? undefined : eq(jobs.status, query.status),
    query.department === undefined ? undefined : eq(jobs.department, query.department),
    query.workplace === undefined ? undefined : eq(jobs.workplace, query.workplace),
    query.employment_type === undefined ? undefined : eq(jobs.employmentType, query.employment_type),
  ]
  if (!query.q) {
    return listPage(scope, jobs, {
      rows: scope.db.select(jobColumns).from(jobs).$dynamic(),
      where: filters,
      query,
      sorts: SORT_COLUMNS,
      defaultSort: JOB_DEFAULT_SORT,
      toItem: toJob,
    })
  }

  const titleWords = titleWordsQuery(query.q)
  const inTitle = titleWords ? sql`${jobs.titleWords} @@ to_tsquery('simple', ${titleWords})` : undefined
  const matches = or(sql`${jobs.search} @@ websearch_to_tsquery('english', ${query.q})`, inTitle)
  const titleStarts = sql`lower(${jobs.title}) like lower(${prefixPattern(query.q)})`
  const where = scope.where(jobs, matches, ...filters)
  const sort = listOrder(query, JOB_DEFAULT_SORT)
  const order = sort === null ? [desc(titleStarts), ...(inTitle ? [desc(inTitle)] : []), desc(jobs.createdAt), desc(jobs.id)] : sortOrder(SORT_COLUMNS, sort, jobs.id)
  const offset = (query.page - 1) * query.per_page

  // A search visits every match to rank or count it: one pass does both (the window's count is
  // of all matches, before the limit), then only the page's rows are read whole.
  const page = scope.db
    .select({ id: jobs.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset(offset)
    .as('page')
  const rows = await scope.db
    .select({ ...jobColumns, total: page.total })
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .orderBy(...order)
  const countMatches = async () => (await scope.db.select({ total: count() }).from(jobs).where(where))[0]?.total ?? 0
  // A page past the last match has no row to carry the count.
  const total = rows[0]?.total ?? (offset > 0 ? await countMatches() : 0)
  return { data: rows.map(toJob), meta: { page: query.page, per_page: query.per_page, total } }
}

/** The departments the company's jobs use, sorted. */
export async function listDepartments(scope: CompanyScope): Promise<string[]> {
  const rows = await scope.db.selectDistinct({ department: jobs.department }).from(jobs).where(scope.where(jobs)).orderBy(jobs.department)
  return rows.map((row) => row.department)
}

export async function findJob(scope: CompanyScope, id: number): Promise<Job> {
  const [row] = await scope.db
    .select(jobColumns)
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, id)))
  if (!row) throw notFound('Job')
  return toJob(row)
}

/**
 * Contract section 10: a job fills an approved requisition of the company (`mustBeApproved` when
 * the link is new), and the openings of its jobs together stay within its headcount. The
 * requisition stays locked until the job's transaction ends, so two jobs cannot both take the
 * last openings.
 */
async function checkRequisition(scope: CompanyScope, requisitionId: number, jobId: number | null, openings: number, mustBeApproved: boolean) {
  const [requisition] = await scope.db
    .select({ status: requisitions.status, headcount: requisitions.headcount })
    .from(requisitions)
    .where(scope.where(requisitions, eq(requisitions.id, requisitionId)))
    .for('update')
  if (!requisition || (mustBeApproved && requisition.status !== 'approved')) {
    throw fieldError(422, 'requisition_id', 'Choose an approved requisition of your company')
  }
  const [taken] = await scope.db
    .select({ openings: sql<number>`coalesce(sum(${jobs.openings}), 0)`.mapWith(Number) })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.requisitionId, requisitionId), jobId === null ? undefined : ne(jobs.id, jobId)))
  const left = requisition.headcount - (taken?.openings ?? 0)
  if (openings > left) {
    throw fieldError(
      422,
      'openings',
      left > 0 ? `The requisition’s headcount leaves ${left} ${left === 1 ? 'opening' : 'openings'} for this job` : 'The requisition’s jobs already have all its openings',
    )
  }
}

export async function createJob(scope: CompanyScope, fields: JobFields & { status: JobStatus; requisition_id: number | null }, now: Date, actor: Actor): Promise<Job> {
  return scope.transaction(async (tx) => {
    if (fields.requisition_id !== null) await checkRequisition(tx, fields.requisition_id, null, fields.openings, true)
    const [row] = await tx.db
      .insert(jobs)
      // The required columns are named for the type checker; toColumns maps the others.
      .values({
        companyId: tx.companyId,
        title: fields.title,
        department: fields.department,
        employmentType: fields.employment_type,
        workplace: fields.workplace,
        ...toColumns(fields),
        publishedAt: fields.status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(jobColumns)
    if (!row) throw new Error('The job was not created')
    await addDefaultInterviewPlan(tx, row.id, now)
    await recordActivity(tx, { subjectType: SUBJECT, subjectId: row.id, action: 'created', actor }, now)
    return toJob(row)
  })
}

/** A status move's action in the activity log (the moves jobStatusMoveProblem allows). */
function statusAction(from: JobStatus, to: JobStatus): string {
  if (to === 'closed') return 'closed'
  return from === 'closed' ? 'reopened' : 'published'
}

/**
 * Applies the changes `decide` makes from the stored job, which it may refuse by throwing. The
 * job stays locked from reading to writing, so two edits cannot both pass rules that together
 * they break. Nothing to change leaves updated_at as it was. The activity log gets an `edited`
 * entry for changed fields and its own entry for a status move.
 */
export async function updateJob(scope: CompanyScope, id: number, decide: (stored: Job) => JobChanges, now: Date, actor: Actor): Promise<Job> {
  return scope.transaction(async (tx) => {
    const [row] = await tx.db
      .select(jobColumns)
      .from(jobs)
      .where(tx.where(jobs, eq(jobs.id, id)))
      .for('update')
    if (!row) throw notFound('Job')
    const stored = toJob(row)
    const decided = decide(stored)
    const changes = toColumns(decided)
    if (Object.keys(changes).length === 0) return stored
    const requisitionId = decided.requisition_id === undefined ? stored.requisition_id : decided.requisition_id
    if (requisitionId !== null && (decided.requisition_id !== undefined || decided.openings !== undefined)) {
      await checkRequisition(tx, requisitionId, id, decided.openings ?? stored.openings, decided.requisition_id !== undefined)
    }
    const [updatedRow] = await tx.db
      .update(jobs)
      // The first publication dates the posting (the careers site's date posted); a reopen keeps it.
      .set({ ...changes, ...(changes.status === 'published' ? { publishedAt: sql`coalesce(${jobs.publishedAt}, ${now.toISOString()}::timestamptz)` } : {}), updatedAt: now })
      .where(tx.where(jobs, eq(jobs.id, id)))
      .returning(jobColumns)
    if (!updatedRow) throw notFound('Job')
    const updated = toJob(updatedRow)

    const edited = diffChanges(
      stored,
      updated,
      (Object.keys(decided) as (keyof JobChanges)[]).filter((field) => field !== 'status'),
    )
    if (Object.keys(edited).length > 0) {
      await recordActivity(tx, { subjectType: SUBJECT, subjectId: id, action: 'edited', actor, changes: edited }, now)
    }
    if (updated.status !== stored.status) {
      const action = statusAction(stored.status, updated.status)
      const moved = diffChanges(stored, updated, ['status'])
      await recordActivity(tx, { subjectType: SUBJECT, subjectId: id, action, actor, changes: moved }, now)
    }
    return updated
  })
}

export async function deleteJob(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<void> {
  await scope.transaction(async (tx) => {
    await tx.remove(jobs, id, 'Job')
    await recordActivity(tx, { subjectType: SUBJECT, subjectId: id, action: 'deleted', actor }, now)
  })
}

/** The job's activity log, oldest first; another company's job is a 404. */
export async function readJobHistory(scope: CompanyScope, id: number): Promise<ActivityEntry[]> {
  const [job] = await scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, id)))
  if (!job) throw notFound('Job')
  return readHistory(scope, SUBJECT, id)
}
