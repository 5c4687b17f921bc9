import { APPLICANT_ACCESS } from '@common/access/applicants'
import {
  applicantBulkInputSchema,
  applicantDetailSchema,
  applicantExportQuerySchema,
  applicantIdSchema,
  applicantListQuerySchema,
  applicantListSchema,
  bulkResultSchema,
  createApplicantInputSchema,
  JOB_OPTIONS_PAGE_SIZE,
  jobOptionsQuerySchema,
  jobOptionsSchema,
  matchQuerySchema,
  matchSchema,
  mergeInputSchema,
  noteInputSchema,
  noteSchema,
  resumeFileQuerySchema,
  resumeParamSchema,
  resumeTextSchema,
  suggestionParamSchema,
  timelineSchema,
  updateApplicantInputSchema,
} from '@common/applicants'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { validate } from '../../http/validation'
import { csvDownload } from '../../http/csv-download'
import { assertPermitted } from '../../middleware/guards'
import { actorOf, nowAndActor } from '../../platform/activity/activity-log'
import { applicantsCsv } from './csv'
import { addNote } from './add-note'
import { findApplicant, requireApplicant } from './applicant-record'
import { bulkApplicants } from './bulk-applicants'
import { createApplicant } from './create-applicant'
import { decideSuggestion } from './decide-suggestion'
import { deleteApplicant } from './delete-applicant'
import { applicantJobOptions } from './job-options'
import { exportApplicants, listApplicants } from './list-applicants'
import { matchApplicant } from './match-applicant'
import { mergeApplicants } from './merge-applicants'
import { assertMayReadResumes, readResumeFile, readResumeText } from './resume-files'
import { updateApplicant } from './update-applicant'
import { readTimeline } from './timeline'

const endpoint = endpointsFor({ tag: 'Applicants', access: 'subscribed' })

const DUPLICATE =
  'An applicant with the same email (ignoring case) or phone (compared as E.164; a number without a country code is read as a US number) ' +
  'answers 409 `{ message, existing_id }`.'

/** Checked in the handler (assertMayReadResumes): the interviewer's grant has no permission of its own. */
const RESUME_READERS = `Permission: ${APPLICANT_ACCESS.read.join(' or ')}, or being named on one of the applicant’s interviews (contract 16).`

/** Contract section 11: the people who applied, their resumes, notes and timeline. */
export const applicantRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'List applicants (paged, searchable, sortable, filterable)',
      description:
        '`q` searches the profile and the resumes’ text (English stemming; websearch syntax: "quoted phrase", or, -word). ' +
        'With `q`, each row carries `snippet: { text, marks }`: plain text and the `[start, end)` ranges of the matched words; ' +
        'without `sort` the best matches come first. `skills` is comma-separated: an applicant has every one, ignoring case. ' +
        '`job_id`, `stage_id` and `status` select applicants with an application matching all three.',
      permissions: APPLICANT_ACCESS.list,
      success: { schema: applicantListSchema },
      errors: [422],
    }),
    validate('query', applicantListQuerySchema),
    async (c) => c.json(await listApplicants(c.var.scope, c.req.valid('query'))),
  )

  .get(
    '/export.csv',
    endpoint({
      summary: 'Export applicants as CSV, with the list’s filters',
      description:
        'The list’s filters and order, without paging (at most 10,000 rows); `ids` exports a selection. Cells starting with ' +
        "=, +, -, @, tab or carriage return get a leading ' so spreadsheets never run them.",
      permissions: APPLICANT_ACCESS.list,
      success: { schema: null, contentTypes: ['text/csv'] },
      errors: [422],
    }),
    validate('query', applicantExportQuerySchema),
    (c) => csvDownload(c, 'applicants.csv', exportApplicants(c.var.scope, c.req.valid('query')).then(applicantsCsv)),
  )

  .get(
    '/job-options',
    endpoint({
      summary: 'Jobs for the applicant list’s pickers: its Job filter, and adding applicants to a job',
      description:
        'Without job.view: for whoever may read applicants (resume_and_candidates.view), the jobs with at least one application (the Job filter); ' +
        'with `open=true`, for whoever may add applicants to a job (resume_and_candidates.add or .edit, view or not: Upload Resumes, Add applicant, ' +
        'Add to a job), the published and draft jobs, applied to or not. ' +
        `By title, ${JOB_OPTIONS_PAGE_SIZE} a page. \`q\` matches the title’s words by their start; \`job_id\` answers that one job (none if it is ` +
        'not one of those, or another company’s). `more` is how many more jobs matched after this page.',
      permissions: [...APPLICANT_ACCESS.list, ...APPLICANT_ACCESS.addToJob],
      success: { schema: jobOptionsSchema },
      errors: [422],
    }),
    validate('query', jobOptionsQuerySchema),
    async (c) => {
      const query = c.req.valid('query')
      // The open jobs are for whoever adds applicants to a job (Upload Resumes needs only .add): one who may only read applicants adds
      // them to none, and the open jobs nobody applied to are not theirs to read. The applied-to jobs are the applicant list's filter.
      assertPermitted(c.var.auth, query.open ? APPLICANT_ACCESS.addToJob : APPLICANT_ACCESS.list)
      return c.json(await applicantJobOptions(c.var.scope, query))
    },
  )

  .post(
    '/bulk',
    endpoint({
      summary: 'Tag, untag, apply to a job or delete many applicants at once',
      description:
        'All or nothing, in one transaction: an unknown id (or another company’s) is a 404 and changes nothing. `tag`/`untag` need `tag`, ' +
        '`add_to_job` needs `job_id`, not a closed job (applicants already applied are left as they are). `delete` needs resume_and_candidates.delete, ' +
        'the others resume_and_candidates.edit. Answers how many applicants changed.',
      permissions: [...APPLICANT_ACCESS.edit, ...APPLICANT_ACCESS.delete],
      success: { schema: bulkResultSchema },
      errors: [404, 422],
    }),
    validate('json', applicantBulkInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const input = c.req.valid('json')
      assertPermitted(auth, input.action === 'delete' ? APPLICANT_ACCESS.delete : APPLICANT_ACCESS.edit)
      return c.json({ affected: await bulkApplicants(scope, input, deps.clock.now(), actorOf(auth)) })
    },
  )

  .post(
    '/',
    endpoint({
      summary: 'Add an applicant by hand',
      description: `With \`job_id\`, they also apply to that job (in the applied stage); a closed job is a 422 on \`job_id\`. ${DUPLICATE}`,
      permissions: APPLICANT_ACCESS.add,
      success: { status: 201, schema: applicantDetailSchema },
      errors: [409, 422],
    }),
    validate('json', createApplicantInputSchema),
    async (c) => c.json(await createApplicant(c.var.scope, c.req.valid('json'), ...nowAndActor(c)), 201),
  )

  .get(
    '/:id',
    endpoint({
      summary: 'Read an applicant, with their applications and resumes',
      permissions: APPLICANT_ACCESS.read,
      success: { schema: applicantDetailSchema },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    async (c) => c.json(await findApplicant(c.var.scope, c.req.valid('param').id)),
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Edit an applicant’s profile',
      description: `Any subset of the fields; what changed goes to the timeline. ${DUPLICATE}`,
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicantDetailSchema },
      errors: [404, 409, 422],
    }),
    validate('param', applicantIdSchema),
    validate('json', updateApplicantInputSchema),
    async (c) => c.json(await updateApplicant(c.var.scope, c.req.valid('param').id, c.req.valid('json'), ...nowAndActor(c))),
  )

  .delete(
    '/:id',
    endpoint({
      summary: 'Delete an applicant with their resumes, notes and applications',
      permissions: APPLICANT_ACCESS.delete,
      success: { status: 204, schema: null },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    async (c) => noContent(c, deleteApplicant(c.var.scope, c.req.valid('param').id, ...nowAndActor(c))),
  )

  .get(
    '/:id/resumes/:resume_id',
    endpoint({
      summary: 'Download a resume’s original file',
      description:
        'As an attachment, with its stored type and nosniff. `inline=1` shows a PDF in the page instead, under ' +
        `\`Content-Security-Policy: sandbox\`; other types are always attachments. ${RESUME_READERS}`,
      success: { schema: null, contentTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'] },
      errors: [403, 404, 422],
    }),
    validate('param', resumeParamSchema),
    validate('query', resumeFileQuerySchema),
    async (c) => {
      const { id, resume_id } = c.req.valid('param')
      await assertMayReadResumes(c.var.scope, c.var.auth, id)
      const file = await readResumeFile(c.var.scope, id, resume_id)
      const inline = c.req.valid('query').inline === '1' && file.contentType === 'application/pdf'
      const name = file.fileName.replace(/["\\\r\n]/g, '_')
      c.header('Content-Type', file.contentType)
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      c.header('Content-Security-Policy', 'sandbox')
      return c.body(new Uint8Array(file.bytes))
    },
  )

  .get(
    '/:id/resumes/:resume_id/text',
    endpoint({
      summary: 'A resume’s text, as read from its file',
      description:
        'An extension of contract section 11, for the applicant’s page to show a DOCX or text resume in the page: the text the ' +
        `parser read (and search reads), never the file’s markup. Empty when nothing could be read. ${RESUME_READERS}`,
      success: { schema: resumeTextSchema },
      errors: [403, 404, 422],
    }),
    validate('param', resumeParamSchema),
    async (c) => {
      const { id, resume_id } = c.req.valid('param')
      await assertMayReadResumes(c.var.scope, c.var.auth, id)
      return c.json(await readResumeText(c.var.scope, id, resume_id))
    },
  )

  .get(
    '/:id/timeline',
    endpoint({
      summary: 'An applicant’s timeline: everything that happened to them, newest first',
      description:
        '`kind` is one of created, edited, note, applied, moved, rejected, reopened, hired, merged, tagged, untagged, deleted, suggestion, email, interview; `text` says it in a sentence.',
      permissions: APPLICANT_ACCESS.read,
      success: { schema: timelineSchema },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      await requireApplicant(c.var.scope, id)
      return c.json({ data: await readTimeline(c.var.scope, id) })
    },
  )

  .post(
    '/:id/notes',
    endpoint({
      summary: 'Add a note about an applicant',
      description: 'The note shows in the timeline, with its author.',
      permissions: APPLICANT_ACCESS.edit,
      success: { status: 201, schema: noteSchema },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    validate('json', noteInputSchema),
    async (c) => c.json(await addNote(c.var.scope, c.req.valid('param').id, c.req.valid('json').body, ...nowAndActor(c)), 201),
  )

  .post(
    '/:id/merge',
    endpoint({
      summary: 'Merge a duplicate into this applicant',
      description:
        'Moves the duplicate’s applications, resumes, notes, tags and timeline here and deletes the duplicate. Where both applied to one job, ' +
        'the application furthest along the pipeline stays (this applicant’s on a tie).',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicantDetailSchema },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    validate('json', mergeInputSchema),
    async (c) => c.json(await mergeApplicants(c.var.scope, c.req.valid('param').id, c.req.valid('json').duplicate_id, ...nowAndActor(c))),
  )

  .post(
    '/:id/suggestions/:sid/apply',
    endpoint({
      summary: 'Use what a careers application says in the profile',
      description:
        'Writes the suggestion’s value into its field, checked as an edit of that field (a phone another applicant has answers 409), ' +
        'and records it in the timeline. A suggestion already applied or dismissed answers 409.',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicantDetailSchema },
      errors: [404, 409, 422],
    }),
    validate('param', suggestionParamSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { id, sid } = c.req.valid('param')
      return c.json(await decideSuggestion(scope, id, sid, 'apply', deps.clock.now(), actorOf(auth)))
    },
  )

  .post(
    '/:id/suggestions/:sid/dismiss',
    endpoint({
      summary: 'Dismiss what a careers application says differently',
      description: 'Sets the suggestion aside without changing the profile, and records it in the timeline. ' + 'A suggestion already applied or dismissed answers 409.',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicantDetailSchema },
      errors: [404, 409],
    }),
    validate('param', suggestionParamSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { id, sid } = c.req.valid('param')
      return c.json(await decideSuggestion(scope, id, sid, 'dismiss', deps.clock.now(), actorOf(auth)))
    },
  )

  .get(
    '/:id/match',
    endpoint({
      summary: 'How well an applicant matches a job',
      description:
        'The job’s skills (or, when it lists none, the words of its title) found among the applicant’s skills or in their headline and ' +
        'resumes weigh three quarters; the years of experience its description asks for ("5+ years") one quarter.',
      permissions: APPLICANT_ACCESS.read,
      success: { schema: matchSchema },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    validate('query', matchQuerySchema),
    async (c) => c.json(await matchApplicant(c.var.scope, c.req.valid('param').id, c.req.valid('query').job_id)),
  )
