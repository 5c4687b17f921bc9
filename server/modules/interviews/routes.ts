import { INTERVIEW_ACCESS } from '@common/access/interviews'
import {
  bookSlotSchema,
  cancelInterviewSchema,
  candidateInterviewSchema,
  createInterviewSchema,
  interviewDetailSchema,
  interviewerOptionsSchema,
  interviewerQuerySchema,
  interviewListQuerySchema,
  interviewListSchema,
  interviewSchema,
  kitInputSchema,
  kitListSchema,
  kitPatchSchema,
  kitSchema,
  publicSchedulingSchema,
  schedulingLinkInputSchema,
  schedulingLinkListSchema,
  schedulingLinkParamSchema,
  schedulingLinkSchema,
  schedulingTokenParamSchema,
  updateInterviewSchema,
} from '@common/interviews'
import { idParamSchema } from '@common/list-query'
import { hasAnyPermission, type Permission } from '@common/permissions'
import { resumeParamSchema } from '@common/applicants'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { interviews } from '../../db/schema/interviews'
import type { AppEnv, AuthEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { validate } from '../../http/validation'
import { forbidden, notFound } from '../../lib/errors'
import { hashSecretToken } from '../../lib/secret-tokens'
import { nowAndActor } from '../../platform/activity/activity-log'
import { limitAttempts } from '../../platform/session/rate-limits'
import { readResumeFile } from '../applicants/public'
import { interviewCalendar, readInvitationSubject } from './invitations'
import { isInterviewer, loadInterview } from './interview-record'
import { createKit, deleteKit, listKits, updateKit } from './kits'
import { listInterviewerOptions, listInterviews, readInterviewDetail } from './read-interviews'
import { cancelInterview, scheduleInterview, updateInterview } from './schedule-interview'
import { bookSlot, createSchedulingLink, listSchedulingLinks, readPublicScheduling, withdrawSchedulingLink } from './scheduling-links'

const kitEndpoint = endpointsFor({ tag: 'Interview kits', access: 'subscribed' })
const endpoint = endpointsFor({ tag: 'Interviews', access: 'subscribed' })
const publicEndpoint = endpointsFor({ tag: 'Self-scheduling', access: 'public' })

type Signed = Context<AppEnv & AuthEnv>

const holds = (c: Signed, permissions: readonly Permission[]) => hasAnyPermission({ is_owner: c.var.auth.user.isOwner, permissions: c.var.auth.permissions }, permissions)

/**
 * Contract 16: interview.view reads every interview; being on its panel reads that one, whatever
 * the role. Another company's interview (or none) is a 404, someone else's a 403.
 */
async function requireReader(c: Signed, id: number): Promise<void> {
  if (holds(c, INTERVIEW_ACCESS.read)) return
  if (await isInterviewer(c.var.scope.db, c.var.scope.companyId, id, c.var.auth.user.id)) return
  const [exists] = await c.var.scope.db
    .select({ id: interviews.id })
    .from(interviews)
    .where(c.var.scope.where(interviews, eq(interviews.id, id)))
  if (!exists) throw notFound('Interview')
  throw forbidden()
}

const READER_NOTE = 'Permission: interview.view, or being one of its interviewers (owners pass every check).'

/** `jobs/{id}/interview-kits`: a job's interview plan. */
export const jobKitRoutes = new Hono<AppEnv>()
  .get(
    '/:id/interview-kits',
    kitEndpoint({
      summary: 'A job’s interview plan: its kits by stage, then position',
      permissions: INTERVIEW_ACCESS.kits,
      success: { schema: kitListSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => c.json({ data: await listKits(c.var.scope, c.req.valid('param').id) }),
  )
  .post(
    '/:id/interview-kits',
    kitEndpoint({
      summary: 'Add an interview kit to a job',
      description: 'Placed at `position` among its stage’s kits (last when left out); a stage of another company is a 422.',
      permissions: INTERVIEW_ACCESS.editKits,
      success: { status: 201, schema: kitSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    validate('json', kitInputSchema),
    async (c) => c.json(await createKit(c.var.scope, c.req.valid('param').id, c.req.valid('json'), c.var.deps.clock.now()), 201),
  )

/** `interview-kits/{id}`. */
export const kitRoutes = new Hono<AppEnv>()
  .patch(
    '/:id',
    kitEndpoint({
      summary: 'Edit an interview kit, move it to another stage or reorder it',
      description: '`position` reorders it within its stage; the other kits move up or down to make room.',
      permissions: INTERVIEW_ACCESS.editKits,
      success: { schema: kitSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    validate('json', kitPatchSchema),
    async (c) => c.json(await updateKit(c.var.scope, c.req.valid('param').id, c.req.valid('json'), c.var.deps.clock.now())),
  )
  .delete(
    '/:id',
    kitEndpoint({
      summary: 'Delete an interview kit',
      description: 'Interviews that used it stay, with `kit: null`.',
      permissions: INTERVIEW_ACCESS.editKits,
      success: { status: 204, schema: null },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => noContent(c, deleteKit(c.var.scope, c.req.valid('param').id)),
  )

/** `interviews`: scheduling, reading and calendar files. */
export const interviewRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'List interviews, soonest first',
      description:
        '`mine=true` lists the caller’s own interviews and is open to any signed-in user; otherwise interview.view is needed (403). ' +
        '`from` and `to` bound the start; `status=completed` includes scheduled interviews whose end has passed.',
      success: { schema: interviewListSchema },
      errors: [403, 422],
    }),
    validate('query', interviewListQuerySchema),
    async (c) => {
      const query = c.req.valid('query')
      if (query.mine !== 'true' && !holds(c, INTERVIEW_ACCESS.read)) throw forbidden()
      return c.json(await listInterviews(c.var.scope, query, c.var.auth.user.id, c.var.deps.clock.now()))
    },
  )
  .post(
    '/',
    endpoint({
      summary: 'Schedule an interview',
      description:
        '1 to 10 interviewers, each an active user of the company; `ends_at` after `starts_at` and at most 8 hours later; `timezone` an IANA name. ' +
        'A panel member already in an overlapping interview is a 409 `{ message, conflicts }` unless `allow_conflicts`. ' +
        'Each interviewer, and the candidate when `notify_candidate`, gets a mail with a calendar invitation.',
      permissions: INTERVIEW_ACCESS.add,
      success: { status: 201, schema: interviewSchema },
      errors: [409, 422],
    }),
    validate('json', createInterviewSchema),
    async (c) => {
      const { scope, deps } = c.var
      const input = c.req.valid('json')
      const [now, actor] = nowAndActor(c)
      const id = await scope.transaction((tx) =>
        scheduleInterview(
          tx,
          deps,
          {
            applicationId: input.application_id,
            kitId: input.kit_id ?? null,
            title: input.title,
            startsAt: new Date(input.starts_at),
            endsAt: new Date(input.ends_at),
            timezone: input.timezone,
            location: input.location ?? null,
            videoUrl: input.video_url ?? null,
            interviewerIds: input.interviewer_ids,
            notifyCandidate: input.notify_candidate,
            allowConflicts: input.allow_conflicts ?? false,
            createdBy: actor,
            bookedByCandidate: false,
          },
          now,
          actor,
        ),
      )
      return c.json(await loadInterview(scope, id, now), 201)
    },
  )
  .get(
    '/:id',
    endpoint({
      summary: 'Read an interview with its kit and the applicant’s profile',
      description: `${READER_NOTE} Resumes are served at \`interviews/{id}/resumes/{resume_id}\` to the same readers.`,
      success: { schema: interviewDetailSchema },
      errors: [403, 404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      await requireReader(c, id)
      return c.json(await readInterviewDetail(c.var.scope, id, c.var.deps.clock.now()))
    },
  )
  .get(
    '/:id/calendar.ics',
    endpoint({
      summary: 'The interview as an iCalendar file',
      description: `The same event as its invitations (UID, SEQUENCE, UTC times); a cancelled interview is METHOD:CANCEL. ${READER_NOTE}`,
      success: { schema: null, contentTypes: ['text/calendar'] },
      errors: [403, 404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      await requireReader(c, id)
      const subject = await readInvitationSubject(c.var.scope, id)
      if (!subject) throw notFound('Interview')
      const method = subject.status === 'cancelled' ? 'CANCEL' : 'REQUEST'
      const body = interviewCalendar(subject, { method, audience: 'staff', publicUrl: c.var.deps.publicUrl, stamp: c.var.deps.clock.now() })
      c.header('Content-Type', `text/calendar; charset=utf-8; method=${method}`)
      c.header('Content-Disposition', `attachment; filename="interview-${id}.ics"`)
      return c.body(body)
    },
  )
  .get(
    '/:id/resumes/:resume_id',
    endpoint({
      summary: 'Download a resume of the interview’s applicant',
      description: `An extension of contract 16: the panel reads the applicant’s resumes whatever their role. As an attachment, with its stored type and nosniff. ${READER_NOTE}`,
      success: { schema: null, contentTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'] },
      errors: [403, 404, 422],
    }),
    validate('param', resumeParamSchema),
    async (c) => {
      const { id, resume_id } = c.req.valid('param')
      await requireReader(c, id)
      const interview = await loadInterview(c.var.scope, id, c.var.deps.clock.now())
      const file = await readResumeFile(c.var.scope, interview.application.applicant.id, resume_id)
      const name = file.fileName.replace(/["\\\r\n]/g, '_')
      c.header('Content-Type', file.contentType)
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      c.header('Content-Security-Policy', 'sandbox')
      return c.body(new Uint8Array(file.bytes))
    },
  )
  .patch(
    '/:id',
    endpoint({
      summary: 'Reschedule an interview or change its panel',
      description:
        'The rules of scheduling apply to the interview as changed. `sequence` goes up by one; everyone on it gets an updated invitation and anyone taken off it a cancellation. ' +
        'A cancelled or completed interview is a 409.',
      permissions: INTERVIEW_ACCESS.edit,
      success: { schema: interviewSchema },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', updateInterviewSchema),
    async (c) => c.json(await updateInterview(c.var.scope, c.var.deps, c.req.valid('param').id, c.req.valid('json'), ...nowAndActor(c))),
  )
  .post(
    '/:id/cancel',
    endpoint({
      summary: 'Cancel an interview',
      description: 'Everyone on it, and the candidate when invited, gets a cancellation (METHOD:CANCEL). A cancelled or completed interview is a 409.',
      permissions: INTERVIEW_ACCESS.edit,
      success: { schema: interviewSchema },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', cancelInterviewSchema),
    async (c) => c.json(await cancelInterview(c.var.scope, c.var.deps, c.req.valid('param').id, c.req.valid('json').reason, ...nowAndActor(c))),
  )

/** `interviewers`: the panel picker (contract extension of 16). */
export const interviewerRoutes = new Hono<AppEnv>().get(
  '/',
  endpoint({
    summary: 'Find interviewers for a panel, with their interviews overlapping a time',
    description:
      'An extension of contract 16 for the scheduler: active users of the company matching `q` (name or email), 20 at most (`more` says there are others), ' +
      'each with their zone (their own, else the company’s) and, given `starts_at` and `ends_at`, their interviews overlapping that time (leaving out `exclude_interview_id`).',
    permissions: [...INTERVIEW_ACCESS.add, ...INTERVIEW_ACCESS.edit],
    success: { schema: interviewerOptionsSchema },
    errors: [422],
  }),
  validate('query', interviewerQuerySchema),
  async (c) => c.json(await listInterviewerOptions(c.var.scope, c.req.valid('query'))),
)

/** `applications/{id}/scheduling-links`. */
export const schedulingLinkRoutes = new Hono<AppEnv>()
  .post(
    '/:id/scheduling-links',
    endpoint({
      summary: 'Send the candidate a self-scheduling link',
      description:
        'The candidate gets the company’s default scheduling mail with the link, and books one slot of the panel’s free time in the window (working hours, at least 24 h ahead). ' +
        'The link expires at `to`. A candidate without an email address is a 422.',
      permissions: INTERVIEW_ACCESS.add,
      success: { status: 201, schema: schedulingLinkSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    validate('json', schedulingLinkInputSchema),
    async (c) => {
      const [now, actor] = nowAndActor(c)
      return c.json(await createSchedulingLink(c.var.scope, c.var.deps, c.req.valid('param').id, c.req.valid('json'), now, actor), 201)
    },
  )
  .get(
    '/:id/scheduling-links',
    endpoint({
      summary: 'An application’s self-scheduling links, newest first',
      description:
        'An extension of contract 16 for the applicant’s page: each link’s panel, window and state (open, booked, withdrawn or expired). The token is stored hashed, so no URL.',
      permissions: [...INTERVIEW_ACCESS.read, ...INTERVIEW_ACCESS.add, ...INTERVIEW_ACCESS.edit],
      success: { schema: schedulingLinkListSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => c.json({ data: await listSchedulingLinks(c.var.scope, c.req.valid('param').id, c.var.deps.clock.now()) }),
  )
  .delete(
    '/:id/scheduling-links/:link_id',
    endpoint({
      summary: 'Withdraw a self-scheduling link',
      description: 'The candidate’s page answers 410 from then on. A booked link is a 409: cancel its interview instead.',
      permissions: INTERVIEW_ACCESS.edit,
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', schedulingLinkParamSchema),
    async (c) => {
      const { id, link_id } = c.req.valid('param')
      return noContent(c, withdrawSchedulingLink(c.var.scope, id, link_id, c.var.deps.clock.now()))
    },
  )

/** `scheduling/{token}`: the candidate's slot picker, public and rate-limited. */
export const publicSchedulingRoutes = new Hono<AppEnv>()
  .get(
    '/:token',
    publicEndpoint({
      summary: 'A self-scheduling link’s free slots, or the interview it booked',
      description: 'Unknown token: 404. Withdrawn or expired: 410. Rate-limited per address and per link.',
      success: { schema: publicSchedulingSchema },
      errors: [404, 410, 422, 429],
    }),
    validate('param', schedulingTokenParamSchema),
    async (c) => {
      const { token } = c.req.valid('param')
      await limitAttempts(c, 'schedulingView', hashSecretToken(token))
      return c.json(await readPublicScheduling(c.var.deps.db, token, c.var.deps.clock.now()))
    },
  )
  .post(
    '/:token',
    publicEndpoint({
      summary: 'Book a slot through a self-scheduling link',
      description:
        'Answers the booked interview as the candidate sees it; the panel and the candidate get calendar invitations. A slot no longer free is a 409; a link books once (409 after). ' +
        'Unknown token: 404. Withdrawn or expired: 410.',
      success: { status: 201, schema: candidateInterviewSchema },
      errors: [404, 409, 410, 422, 429],
    }),
    validate('param', schedulingTokenParamSchema),
    validate('json', bookSlotSchema),
    async (c) => {
      const { token } = c.req.valid('param')
      await limitAttempts(c, 'schedulingBook', hashSecretToken(token))
      const { deps } = c.var
      return c.json(await bookSlot(deps.db, deps, token, c.req.valid('json').starts_at, deps.clock.now()), 201)
    },
  )
