import { APPLICANT_DEFAULT_SORT, type Applicant, type ApplicantExportQuery, type ApplicantListQuery, type ApplicantSortField, type ListedApplicant } from '@common/applicants'
import { listOrder } from '@common/list-query'
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { companyStages, requireJob } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { countLimit, countMatches, listMeta, listPage, SEARCH_COUNT_CAP, sortOrder, type ListPage, type SortColumns } from '../../db/list-page'
import { applicants, applications } from '../../db/schema/applicants'
import { typedSearchQuery } from '../../db/text-search'
import { fieldError } from '../../lib/errors'
import { headline, toSnippet } from './snippet'
import { applicantColumns, withApplications } from './applicant-record'

// Names sort as people read them, whatever their case; unrated applicants stay last.
const SORT_COLUMNS: SortColumns<ApplicantSortField> = {
  name: sql`lower(${applicants.name})`,
  created_at: applicants.createdAt,
  updated_at: applicants.updatedAt,
  rating: { by: applicants.rating, nullsLast: true },
}

const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000)

/**
 * The list's filters as conditions (the list and its CSV export share them). An unknown job or
 * stage is a 422 (contract section 8), never an empty list by accident.
 */
async function filterConditions(scope: CompanyScope, query: ApplicantExportQuery): Promise<(SQL | undefined)[]> {
  if (query.job_id !== undefined) await requireJob(scope, query.job_id)
  if (query.stage_id !== undefined && !(await companyStages(scope)).some((stage) => stage.id === query.stage_id)) {
    throw fieldError(422, 'stage_id', 'Choose one of the company’s pipeline stages')
  }
  const byApplication = [
    query.job_id === undefined ? undefined : eq(applications.jobId, query.job_id),
    query.stage_id === undefined ? undefined : eq(applications.stageId, query.stage_id),
    query.status === undefined ? undefined : eq(applications.status, query.status),
  ].filter((condition) => condition !== undefined)
  const skills = query.skills?.map((skill) => skill.toLowerCase()) ?? []
  return [
    byApplication.length === 0
      ? undefined
      : sql`exists (select 1 from ${applications} where ${and(eq(applications.applicantId, applicants.id), eq(applications.companyId, scope.companyId), ...byApplication)})`,
    query.source === undefined ? undefined : eq(applicants.source, query.source),
    skills.length === 0 ? undefined : sql`${applicants.skillKeys} @> ${sql.param(skills)}::text[]`,
    query.tag === undefined ? undefined : sql`${applicants.tagKeys} @> array[${query.tag.toLowerCase()}]::text[]`,
    query.rating_min === undefined ? undefined : gte(applicants.rating, query.rating_min),
    query.created_from === undefined ? undefined : gte(applicants.createdAt, new Date(`${query.created_from}T00:00:00Z`)),
    query.created_to === undefined ? undefined : lt(applicants.createdAt, dayAfter(query.created_to)),
    query.ids === undefined ? undefined : inArray(applicants.id, query.ids),
  ]
}

/** What a search's snippet is cut from: the headline, the skills and the resumes' text. */
const snippetSource = sql`concat_ws(' · ', ${applicants.headline}, nullif(public.job_skills_text(${applicants.skills}), ''), nullif(${applicants.resumeText}, ''))`

/** The sorts a btree index serves in order (`applicants_company_*_idx`): `-rating` keeps its empties last, which none does. */
const WALKABLE_SORTS = new Set<string>(['name', '-name', 'created_at', '-created_at', 'updated_at', '-updated_at', 'rating'])

/** websearch syntax's `-word` (not): a profile may match a query whose excluded word is in the resume. */
const hasExclusion = (q: string) => /(^|\s)-\S/.test(q)

/**
 * A page of the company's applicants. With `q`: English full-text search over the profile and
 * the resumes (websearch syntax: quotes, `or`, `-word`), best matches first unless a sort is
 * chosen (applicants whose profile matches, by ts_rank over it, the name weighing most, then the
 * headline and skills; then those matching only in a resume, newest first), each row with a
 * snippet of why it matched. The matches are counted up to SEARCH_COUNT_CAP.
 */
export async function listApplicants(scope: CompanyScope, query: ApplicantListQuery): Promise<ListPage<ListedApplicant>> {
  const filters = await filterConditions(scope, query)
  if (!query.q) {
    const page = await listPage(scope, applicants, {
      rows: scope.db.select(applicantColumns).from(applicants).$dynamic(),
      where: filters,
      query,
      sorts: SORT_COLUMNS,
      defaultSort: APPLICANT_DEFAULT_SORT,
      toItem: (row) => row,
    })
    const data = await withApplications(scope, page.data)
    return { data: data.map(({ row: _row, ...applicant }) => applicant), meta: page.meta }
  }

  const q = query.q
  const tsQuery = typedSearchQuery(q)
  const filtered = scope.where(applicants, ...filters)
  const where = and(filtered, sql`${applicants.search} @@ ${tsQuery}`)
  const sort = listOrder(query, APPLICANT_DEFAULT_SORT)
  const offset = (query.page - 1) * query.per_page
  const limit = countLimit(query) ?? SEARCH_COUNT_CAP
  const search: SearchPage = { q, tsQuery, filtered, where, sort, offset, perPage: query.per_page }

  const { counted, ids } = await scope.transaction(async (tx) => {
    // The matches come off the search index alone (a bitmap of them, never a walk reading every
    // applicant's large search vector), and only up to the cap: a common word matches most
    // applicants, and reading them all would take as long.
    await tx.db.execute(sql`set local enable_seqscan = off`)
    await tx.db.execute(sql`set local enable_indexscan = off`)
    const few = await fewMatches(tx, search, limit)
    if (few.counted <= limit) return few
    await tx.db.execute(sql`set local enable_indexscan = on`)
    return { counted: few.counted, ids: await manyMatches(tx, search) }
  })

  const found =
    ids.length === 0
      ? []
      : await scope.db
          .select({ ...applicantColumns, marked: headline(snippetSource, tsQuery, q) })
          .from(applicants)
          .where(scope.where(applicants, inArray(applicants.id, ids)))
  const byId = new Map(found.map((row) => [row.id, row]))
  const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
  const data = await withApplications(scope, rows)
  return {
    data: data.map(({ row, ...applicant }) => ({ ...applicant, snippet: toSnippet(row.marked) })),
    meta: listMeta(query, counted, limit),
  }
}

interface SearchPage {
  q: string
  tsQuery: SQL
  /** The company and the list's filters. */
  filtered: SQL | undefined
  /** Those and the search. */
  where: SQL | undefined
  sort: NonNullable<ApplicantListQuery['sort']> | null
  offset: number
  perPage: number
}

/** Whether the profile matches; resume-only matches rank after every profile match. */
const profileMatch = (tsQuery: SQL) => sql<boolean>`${applicants.profile} @@ ${tsQuery}`

const profileRank = (tsQuery: SQL) => sql<number>`ts_rank(${applicants.profile}, ${tsQuery})`

/**
 * The page's ids and the number of matches, in one pass, when they are at most `limit`: up to one
 * more come off the search index (a subquery fenced by that LIMIT, so the planner never walks a
 * sort's index reading every applicant's search vector instead), a window counts them before the
 * page is cut, then they are ranked or sorted. Past `limit` (a common word) the count says so and
 * the page is manyMatches' to find.
 */
async function fewMatches(scope: CompanyScope, { where, tsQuery, sort, offset, perPage }: SearchPage, limit: number): Promise<{ counted: number; ids: number[] }> {
  const matches = scope.db
    .select({
      id: applicants.id,
      // A chosen sort needs no rank: constants spare reading every match's profile.
      profiled: (sort === null ? profileMatch(tsQuery) : sql<boolean>`false`).as('profiled'),
      rank: (sort === null ? profileRank(tsQuery) : sql<number>`0::real`).as('rank'),
      name: sql<string>`lower(${applicants.name})`.as('sort_name'),
      createdAt: applicants.createdAt,
      updatedAt: applicants.updatedAt,
      rating: applicants.rating,
    })
    .from(applicants)
    .where(where)
    .limit(limit + 1)
    .as('matches')
  const matchSorts: SortColumns<ApplicantSortField> = {
    name: matches.name,
    created_at: matches.createdAt,
    updated_at: matches.updatedAt,
    rating: { by: matches.rating, nullsLast: true },
  }
  const rows = await scope.db
    .select({ id: matches.id, counted: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(...(sort === null ? [desc(matches.profiled), desc(matches.rank), desc(matches.createdAt), desc(matches.id)] : sortOrder(matchSorts, sort, matches.id)))
    .limit(perPage)
    .offset(offset)
  // A page past the last match has no row to carry the count.
  const counted = rows[0]?.counted ?? (offset > 0 ? await countMatches(scope.db, applicants, where, limit) : 0)
  return { counted, ids: rows.map((row) => row.id) }
}

/**
 * The page's ids when more than the cap match (a common word): never reading every match.
 * - A chosen sort walks its index, testing each applicant in turn, until the page is full: with
 *   so many matches it soon is.
 * - Best matches first: the profile matches come off the profile's own index, ranked (a common
 *   resume word is in few profiles); the resume-only matches after them, newest first, walk the
 *   created_at index.
 */
async function manyMatches(scope: CompanyScope, { q, tsQuery, filtered, where, sort, offset, perPage }: SearchPage): Promise<number[]> {
  if (sort !== null) {
    if (WALKABLE_SORTS.has(sort)) await scope.db.execute(sql`set local enable_bitmapscan = off`)
    const rows = await scope.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(where)
      .orderBy(...sortOrder(SORT_COLUMNS, sort, applicants.id))
      .limit(perPage)
      .offset(offset)
    return rows.map((row) => row.id)
  }
  const profiled = await scope.db
    .select({ id: applicants.id })
    .from(applicants)
    // The profile's index finds them; a match of the profile is one of the whole search, but for
    // an excluded word, which may still be in the resume.
    .where(and(profileMatch(tsQuery), hasExclusion(q) ? where : filtered))
    .orderBy(desc(profileRank(tsQuery)), desc(applicants.createdAt), desc(applicants.id))
    .limit(offset + perPage)
  const ids = profiled.slice(offset).map((row) => row.id)
  if (ids.length === perPage) return ids
  // Fewer profile matches than the page reaches: these are all of them.
  const profiledTotal = profiled.length
  await scope.db.execute(sql`set local enable_bitmapscan = off`)
  const rest = await scope.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(where, sql`not (${profileMatch(tsQuery)})`))
    .orderBy(desc(applicants.createdAt), desc(applicants.id))
    .limit(perPage - ids.length)
    .offset(Math.max(0, offset - profiledTotal))
  return [...ids, ...rest.map((row) => row.id)]
}

/** Rows an export holds at most: a spreadsheet beyond this is a job for a database dump. */
export const EXPORT_LIMIT = 10_000

/** The list's rows for its CSV export: the same filters and order, no paging. */
export async function exportApplicants(scope: CompanyScope, query: ApplicantExportQuery): Promise<Applicant[]> {
  const filters = await filterConditions(scope, query)
  const tsQuery = query.q ? typedSearchQuery(query.q) : undefined
  const sort = listOrder(query, APPLICANT_DEFAULT_SORT)
  const rows = await scope.db
    .select(applicantColumns)
    .from(applicants)
    .where(scope.where(applicants, tsQuery ? sql`${applicants.search} @@ ${tsQuery}` : undefined, ...filters))
    .orderBy(
      ...(sort === null && tsQuery
        ? [desc(sql`ts_rank(${applicants.profile}, ${tsQuery})`), desc(applicants.createdAt), desc(applicants.id)]
        : sortOrder(SORT_COLUMNS, sort ?? APPLICANT_DEFAULT_SORT, applicants.id)),
    )
    .limit(EXPORT_LIMIT)
  return (await withApplications(scope, rows)).map(({ row: _row, ...applicant }) => applicant)
}
