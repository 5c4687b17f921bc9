import {
  APPLICANT_DEFAULT_SORT,
  applicantFieldsSchema,
  SUGGESTION_FIELD_LABELS,
  type Applicant,
  type ApplicantSuggestion,
  type SuggestionField,
  type SuggestionSource,
  type ApplicantDetail,
  type ApplicantExportQuery,
  type ApplicantFields,
  type ApplicantListQuery,
  type ApplicantSortField,
  type ListedApplicant,
  type Match,
  type Note,
  type ResumeText,
} from '@common/applicants'
import { listOrder } from '@common/list-query'
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import {
  APPLICANT_SUBJECT,
  companyStages,
  insertApplicant,
  insertApplication,
  lockApplicantIdentities,
  recordApplicantActivity,
  refreshResumeText,
  refuseDuplicate,
  requireJob,
  toApplicantColumns,
  toApplicantFields,
} from './records'
import type { CompanyScope } from '../../db/company-scope'
import { countLimit, countMatches, listMeta, listPage, SEARCH_COUNT_CAP, sortOrder, type ListPage, type SortColumns } from '../../db/list-page'
import { applicantNotes, applicantResumes, applicantSuggestions, applicants, applications, pipelineStages, type ApplicantNoteRow, type ApplicantRow, type ApplicantSuggestionRow } from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { typedSearchQuery } from '../../db/text-search'
import { employees } from '../../db/schema/employees'
import { jobs } from '../../db/schema/jobs'
import { ApiError, fieldError, notFound } from '../../lib/errors'
import { normalisePhone } from '../../lib/contact-identity'
import { diffChanges, moveHistory, type Actor } from '../../platform/activity/activity-log'
import { FileStore, type FileContent } from '../../platform/files/file-store'
import { matchScore } from './match'
import { headline, toSnippet } from './snippet'

/** Every column an Applicant answer needs: not the company, the keys nor the search vector. */
const applicantColumns = {
  id: applicants.id,
  name: applicants.name,
  email: applicants.email,
  phone: applicants.phone,
  phoneE164: applicants.phoneE164,
  location: applicants.location,
  headline: applicants.headline,
  links: applicants.links,
  skills: applicants.skills,
  yearsExperience: applicants.yearsExperience,
  education: applicants.education,
  source: applicants.source,
  tags: applicants.tags,
  rating: applicants.rating,
  createdAt: applicants.createdAt,
  updatedAt: applicants.updatedAt,
}

type ApplicantRecord = Pick<ApplicantRow, keyof typeof applicantColumns>
type ApplicationSummary = Applicant['applications'][number]

/** The one mapping from a stored applicant (and their applications) to contract section 11's JSON. */
function toApplicant(row: ApplicantRecord, applicationsOf: ApplicationSummary[]): Applicant {
  return {
    id: row.id,
    ...toApplicantFields(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    applications: applicationsOf,
  }
}

/** Each applicant's applications, newest first, with their job and stage. */
async function applicationsOf(scope: CompanyScope, applicantIds: number[]): Promise<Map<number, ApplicationSummary[]>> {
  const byApplicant = new Map<number, ApplicationSummary[]>()
  if (applicantIds.length === 0) return byApplicant
  const rows = await scope.db
    .select({
      applicantId: applications.applicantId,
      id: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      stageId: pipelineStages.id,
      stageName: pipelineStages.name,
      stageKind: pipelineStages.kind,
      status: applications.status,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
    .where(scope.where(applications, inArray(applications.applicantId, applicantIds)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
  for (const row of rows) {
    const list = byApplicant.get(row.applicantId) ?? []
    list.push({
      id: row.id,
      job: { id: row.jobId, title: row.jobTitle },
      stage: { id: row.stageId, name: row.stageName, kind: row.stageKind },
      status: row.status,
      updated_at: row.updatedAt.toISOString(),
    })
    byApplicant.set(row.applicantId, list)
  }
  return byApplicant
}

async function withApplications<Row extends ApplicantRecord>(scope: CompanyScope, rows: Row[]): Promise<(Applicant & { row: Row })[]> {
  const byApplicant = await applicationsOf(
    scope,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ ...toApplicant(row, byApplicant.get(row.id) ?? []), row }))
}

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

  const found = ids.length === 0
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

async function findRecord(scope: CompanyScope, id: number, lock = false): Promise<ApplicantRecord> {
  const select = scope.db
    .select(applicantColumns)
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, id)))
  const [row] = lock ? await select.for('update') : await select
  if (!row) throw notFound('Applicant')
  return row
}

/** The one mapping from a stored note to its JSON; the author's name outlives their account. */
function toNote(row: Pick<ApplicantNoteRow, 'id' | 'body' | 'authorId' | 'authorName' | 'createdAt'>): Note {
  return {
    id: row.id,
    body: row.body,
    author: row.authorName === null ? null : { id: row.authorId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  }
}

export async function findApplicant(scope: CompanyScope, id: number): Promise<ApplicantDetail> {
  const row = await findRecord(scope, id)
  const [applicant] = await withApplications(scope, [row])
  const resumes = await scope.db
    .select({
      id: applicantResumes.id,
      originalName: storedFiles.originalName,
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      createdAt: applicantResumes.createdAt,
    })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.applicantId, id)))
    .orderBy(desc(applicantResumes.createdAt), desc(applicantResumes.id))
  if (!applicant) throw notFound('Applicant')
  const [employee] = await scope.db
    .select({ id: employees.id })
    .from(employees)
    .where(scope.where(employees, eq(employees.applicantId, id)))
    .orderBy(desc(employees.id))
    .limit(1)
  const notes = await scope.db
    .select({ id: applicantNotes.id, body: applicantNotes.body, authorId: applicantNotes.authorId, authorName: applicantNotes.authorName, createdAt: applicantNotes.createdAt })
    .from(applicantNotes)
    .where(scope.where(applicantNotes, eq(applicantNotes.applicantId, id)))
    .orderBy(desc(applicantNotes.createdAt), desc(applicantNotes.id))
  const suggestions = await scope.db
    .select()
    .from(applicantSuggestions)
    .where(scope.where(applicantSuggestions, eq(applicantSuggestions.applicantId, id), eq(applicantSuggestions.status, 'pending')))
    .orderBy(asc(applicantSuggestions.id))
  const { row: _row, ...rest } = applicant
  return {
    ...rest,
    notes: notes.map(toNote),
    suggestions: suggestions.map(toSuggestion),
    employee_id: employee?.id ?? null,
    resumes: resumes.map((resume) => ({
      id: resume.id,
      file_name: resume.originalName ?? resume.key,
      content_type: resume.contentType,
      size: resume.size,
      created_at: resume.createdAt.toISOString(),
    })),
  }
}

export async function createApplicant(scope: CompanyScope, input: ApplicantFields & { job_id: number | null }, now: Date, actor: Actor): Promise<ApplicantDetail> {
  const { job_id, ...fields } = input
  const id = await scope.transaction(async (tx) => insertApplicant(tx, fields, job_id === null ? null : await requireJob(tx, job_id), now, actor))
  return findApplicant(scope, id)
}

const FIELD_LABELS: Record<keyof ApplicantFields, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  headline: 'headline',
  links: 'links',
  skills: 'skills',
  years_experience: 'experience',
  education: 'education',
  source: 'source',
  tags: 'tags',
  rating: 'rating',
}

/** Applies the changes that differ from the stored applicant; the timeline names the fields. */
export async function updateApplicant(scope: CompanyScope, id: number, input: Partial<ApplicantFields>, now: Date, actor: Actor): Promise<ApplicantDetail> {
  await scope.transaction((tx) => editApplicant(tx, id, input, now, actor))
  return findApplicant(scope, id)
}

/** updateApplicant's work inside the caller's transaction. */
async function editApplicant(tx: CompanyScope, id: number, input: Partial<ApplicantFields>, now: Date, actor: Actor, comment: string | null = null): Promise<void> {
  const stored = toApplicant(await findRecord(tx, id, true), [])
  // A phone counts as changed when it reads as another number ("415.555.0134" is "+14155550134").
  const shown = (field: keyof ApplicantFields, value: unknown) => {
    if (field !== 'phone') return JSON.stringify(value)
    const phone = normalisePhone(value as string | null)
    return JSON.stringify(phone ? (phone.e164 ?? phone.raw) : null)
  }
  const changed = (Object.keys(input) as (keyof ApplicantFields)[]).filter((field) => shown(field, input[field]) !== shown(field, stored[field]))
  if (changed.length === 0) return
  const changes = Object.fromEntries(changed.map((field) => [field, input[field]])) as Partial<ApplicantFields>
  if (changes.name !== undefined) await lockApplicantIdentities(tx)
  if (changes.email !== undefined || changes.phone !== undefined) {
    await refuseDuplicate(tx, changes.email ?? null, changes.phone ?? null, id)
  }
  await tx.db
    .update(applicants)
    .set({ ...toApplicantColumns(changes), updatedAt: now })
    .where(tx.where(applicants, eq(applicants.id, id)))
  const updated = toApplicant(await findRecord(tx, id), [])
  const edited = diffChanges(stored, updated, changed)
  if (Object.keys(edited).length > 0) {
    const text = `Edited the ${Object.keys(edited)
      .map((field) => FIELD_LABELS[field as keyof ApplicantFields])
      .join(', ')}`
    await recordApplicantActivity(tx, id, { kind: 'edited', text, actor, changes: edited, comment }, now)
  }
}

function toSuggestion(row: ApplicantSuggestionRow): ApplicantSuggestion {
  return {
    id: row.id,
    field: row.field as SuggestionField,
    value: row.value as ApplicantSuggestion['value'],
    source: row.source,
    created_at: row.createdAt.toISOString(),
  }
}

const SUGGESTION_SOURCE_TEXT: Record<SuggestionSource, string> = { careers_form: 'the careers application', careers_resume: 'the resume sent through the careers site' }

/**
 * Staff decide on a suggestion (contract 13): `apply` writes its value into the profile as an
 * edit would (the same checks: a phone another applicant has is a 409), `dismiss` sets it aside.
 * Either is in the timeline; a suggestion already decided is a 409.
 */
export async function decideSuggestion(
  scope: CompanyScope,
  applicantId: number,
  suggestionId: number,
  decision: 'apply' | 'dismiss',
  now: Date,
  actor: Actor,
): Promise<ApplicantDetail> {
  await scope.transaction(async (tx) => {
    await findRecord(tx, applicantId, true)
    const [suggestion] = await tx.db
      .select()
      .from(applicantSuggestions)
      .where(tx.where(applicantSuggestions, eq(applicantSuggestions.id, suggestionId), eq(applicantSuggestions.applicantId, applicantId)))
      .for('update')
    if (!suggestion) throw notFound('Suggestion')
    if (suggestion.status !== 'pending') throw new ApiError(409, `This suggestion was already ${suggestion.status}`)
    await tx.db
      .update(applicantSuggestions)
      .set({ status: decision === 'apply' ? 'applied' : 'dismissed', decidedAt: now })
      .where(tx.where(applicantSuggestions, eq(applicantSuggestions.id, suggestionId)))
    const field = suggestion.field as SuggestionField
    const label = SUGGESTION_FIELD_LABELS[field].toLowerCase()
    const from = SUGGESTION_SOURCE_TEXT[suggestion.source]
    if (decision === 'dismiss') {
      await recordApplicantActivity(tx, applicantId, { kind: 'suggestion', text: `Dismissed the ${label} ${from} suggested`, actor, details: { suggestion_id: suggestionId } }, now)
      return
    }
    // Checked as an edit of the field would be: a value that no longer fits is refused, not stored.
    const checked = applicantFieldsSchema.shape[field].safeParse(suggestion.value)
    if (!checked.success) throw fieldError(422, field, checked.error.issues[0]?.message ?? 'This value no longer fits the profile')
    await editApplicant(tx, applicantId, { [field]: checked.data }, now, actor, `Used what ${from} said`)
  })
  return findApplicant(scope, applicantId)
}

/** The stored files of these applicants' resumes, for erasing with them. */
async function resumeFileKeys(scope: CompanyScope, applicantIds: number[]): Promise<string[]> {
  const rows = await scope.db
    .select({ key: storedFiles.key })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, inArray(applicantResumes.applicantId, applicantIds)))
  return rows.map((row) => row.key)
}

/** Erases applicants with their applications, notes, resumes and the resumes' files. */
async function eraseApplicants(scope: CompanyScope, ids: number[], now: Date, actor: Actor): Promise<void> {
  await lockApplicantIdentities(scope)
  const keys = await resumeFileKeys(scope, ids)
  await scope.db.delete(applicants).where(scope.where(applicants, inArray(applicants.id, ids)))
  const files = new FileStore(scope.db)
  for (const key of keys) await files.remove(key)
  for (const id of ids) await recordApplicantActivity(scope, id, { kind: 'deleted', text: 'Deleted with their applications, notes and resumes', actor }, now)
}

export async function deleteApplicant(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<void> {
  await scope.transaction(async (tx) => {
    await findRecord(tx, id, true)
    await eraseApplicants(tx, [id], now, actor)
  })
}

/** A resume's original file, when it is one of this applicant's. */
export async function readResumeFile(scope: CompanyScope, applicantId: number, resumeId: number): Promise<FileContent & { fileName: string }> {
  const [resume] = await scope.db
    .select({ key: storedFiles.key, originalName: storedFiles.originalName })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
  const file = resume ? await new FileStore(scope.db).read(resume.key, 'resume') : null
  if (!resume || !file) throw notFound('Resume')
  return { ...file, fileName: resume.originalName ?? resume.key }
}

/** A resume's text, when it is one of this applicant's. */
export async function readResumeText(scope: CompanyScope, applicantId: number, resumeId: number): Promise<ResumeText> {
  const [resume] = await scope.db
    .select({ text: applicantResumes.text })
    .from(applicantResumes)
    .where(scope.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
  if (!resume) throw notFound('Resume')
  return { text: resume.text }
}

/** Checks the applicant is the company's (404 otherwise). */
export async function requireApplicant(scope: CompanyScope, id: number): Promise<void> {
  await findRecord(scope, id)
}

export async function addNote(scope: CompanyScope, applicantId: number, body: string, now: Date, actor: Actor): Promise<Note> {
  return scope.transaction(async (tx) => {
    await findRecord(tx, applicantId)
    const [note] = await tx.db
      .insert(applicantNotes)
      .values({ companyId: tx.companyId, applicantId, body, authorId: actor?.id ?? null, authorName: actor?.name ?? null, createdAt: now })
      .returning()
    if (!note) throw new Error('The note was not saved')
    await recordApplicantActivity(tx, applicantId, { kind: 'note', text: body, actor, details: { note_id: note.id } }, now)
    return toNote(note)
  })
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * Moves the duplicate's applications, resumes, notes, tags and timeline into the applicant and deletes the
 * duplicate. Where both applied to one job, the application furthest along the pipeline stays
 * (the survivor's on a tie).
 */
export async function mergeApplicants(scope: CompanyScope, id: number, duplicateId: number, now: Date, actor: Actor): Promise<ApplicantDetail> {
  if (id === duplicateId) throw fieldError(422, 'duplicate_id', 'Choose another applicant to merge into this one')
  await scope.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = id < duplicateId ? [id, duplicateId] : [duplicateId, id]
    await findRecord(tx, first, true).catch((error: unknown) => {
      throw first === duplicateId ? fieldError(422, 'duplicate_id', 'Choose one of the company’s applicants') : error
    })
    await findRecord(tx, second, true).catch((error: unknown) => {
      throw second === duplicateId ? fieldError(422, 'duplicate_id', 'Choose one of the company’s applicants') : error
    })
    // After the applicants' rows, as an edit of one takes them: the same order cannot deadlock.
    await lockApplicantIdentities(tx)
    const survivor = await findRecord(tx, id)
    const duplicate = await findRecord(tx, duplicateId)

    const positions = new Map((await companyStages(tx)).map((stage) => [stage.id, stage.position]))
    const owned = await tx.db
      .select({ id: applications.id, applicantId: applications.applicantId, jobId: applications.jobId, stageId: applications.stageId })
      .from(applications)
      .where(tx.where(applications, inArray(applications.applicantId, [id, duplicateId])))
    const kept = owned.filter((application) => application.applicantId === id)
    let moved = 0
    for (const theirs of owned.filter((application) => application.applicantId === duplicateId)) {
      const ours = kept.find((application) => application.jobId === theirs.jobId)
      if (ours && (positions.get(ours.stageId) ?? 0) >= (positions.get(theirs.stageId) ?? 0)) {
        await tx.db.delete(applications).where(tx.where(applications, eq(applications.id, theirs.id)))
        continue
      }
      if (ours) await tx.db.delete(applications).where(tx.where(applications, eq(applications.id, ours.id)))
      await tx.db.update(applications).set({ applicantId: id, updatedAt: now }).where(tx.where(applications, eq(applications.id, theirs.id)))
      moved += 1
    }
    const resumes = await tx.db
      .update(applicantResumes)
      .set({ applicantId: id })
      .where(tx.where(applicantResumes, eq(applicantResumes.applicantId, duplicateId)))
      .returning({ id: applicantResumes.id })
    const notes = await tx.db
      .update(applicantNotes)
      .set({ applicantId: id })
      .where(tx.where(applicantNotes, eq(applicantNotes.applicantId, duplicateId)))
      .returning({ id: applicantNotes.id })
    await tx.db
      .update(applicantSuggestions)
      .set({ applicantId: id })
      .where(tx.where(applicantSuggestions, eq(applicantSuggestions.applicantId, duplicateId)))
    const tagKeys = new Set(survivor.tags.map((tag) => tag.toLowerCase()))
    const tags = [...survivor.tags, ...duplicate.tags.filter((tag) => !tagKeys.has(tag.toLowerCase()))]
    await tx.db.delete(applicants).where(tx.where(applicants, eq(applicants.id, duplicateId)))
    // The duplicate's timeline (its cover letters, moves, rejections) becomes the survivor's, before the merge's own entry.
    await moveHistory(tx, APPLICANT_SUBJECT, duplicateId, id)
    await tx.db
      .update(applicants)
      .set({ ...toApplicantColumns({ tags }), updatedAt: now })
      .where(tx.where(applicants, eq(applicants.id, id)))
    await refreshResumeText(tx, id)
    const who = duplicate.email ? `${duplicate.name} (${duplicate.email})` : duplicate.name
    const text = `Merged ${who} into this applicant: ${count(moved, 'application')}, ${count(resumes.length, 'resume')} and ${count(notes.length, 'note')} moved`
    await recordApplicantActivity(tx, id, { kind: 'merged', text, actor, details: { duplicate_id: duplicateId } }, now)
  })
  return findApplicant(scope, id)
}

export async function matchApplicant(scope: CompanyScope, id: number, jobId: number): Promise<Match> {
  const [row] = await scope.db
    .select({ skills: applicants.skills, headline: applicants.headline, resumeText: applicants.resumeText, yearsExperience: applicants.yearsExperience })
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, id)))
  if (!row) throw notFound('Applicant')
  const job = await requireJob(scope, jobId)
  return matchScore(row, { title: job.title, description: job.description, skills: job.skills })
}

/** Locks the applicants with these ids; all must be the company's, or nothing happens (404). */
async function lockApplicants(scope: CompanyScope, ids: number[]): Promise<ApplicantRecord[]> {
  const rows = await scope.db
    .select(applicantColumns)
    .from(applicants)
    .where(scope.where(applicants, inArray(applicants.id, ids)))
    .orderBy(asc(applicants.id))
    .for('update')
  if (rows.length !== ids.length) throw notFound(ids.length === 1 ? 'Applicant' : 'One of the applicants')
  return rows
}

/**
 * A bulk action on applicants, all or nothing in one transaction: tag or untag them, apply them
 * to a job (those already applied are left as they are), or erase them. Answers how many changed.
 */
export async function bulkApplicants(
  scope: CompanyScope,
  input: { ids: number[]; action: 'tag' | 'untag' | 'add_to_job' | 'delete'; tag?: string | undefined; job_id?: number | undefined },
  now: Date,
  actor: Actor,
): Promise<number> {
  return scope.transaction(async (tx) => {
    const rows = await lockApplicants(tx, input.ids)
    if (input.action === 'delete') {
      await eraseApplicants(tx, input.ids, now, actor)
      return rows.length
    }
    if (input.action === 'add_to_job') {
      const job = await requireJob(tx, input.job_id ?? 0)
      const applied = new Set(
        (
          await tx.db
            .select({ applicantId: applications.applicantId })
            .from(applications)
            .where(tx.where(applications, eq(applications.jobId, job.id), inArray(applications.applicantId, input.ids)))
        ).map((row) => row.applicantId),
      )
      const fresh = rows.filter((row) => !applied.has(row.id))
      for (const row of fresh) await insertApplication(tx, row.id, job, now, actor)
      return fresh.length
    }
    const tag = input.tag ?? ''
    const key = tag.toLowerCase()
    let affected = 0
    for (const row of rows) {
      const has = row.tags.some((existing) => existing.toLowerCase() === key)
      if (input.action === 'tag' ? has : !has) continue
      const tags = input.action === 'tag' ? [...row.tags, tag] : row.tags.filter((existing) => existing.toLowerCase() !== key)
      await tx.db
        .update(applicants)
        .set({ ...toApplicantColumns({ tags }), updatedAt: now })
        .where(tx.where(applicants, eq(applicants.id, row.id)))
      const text = input.action === 'tag' ? `Tagged “${tag}”` : `Removed the tag “${tag}”`
      await recordApplicantActivity(tx, row.id, { kind: input.action === 'tag' ? 'tagged' : 'untagged', text, actor }, now)
      affected += 1
    }
    return affected
  })
}
