import { APPLICANT_ACCESS, PIPELINE_ACCESS } from '@common/access/applicants'
import { HIRE_ACCESS } from '@common/access/employees'
import { employeeSchema, hireInputSchema } from '@common/employees'
import {
  applicationBulkInputSchema,
  applicationIdSchema,
  applicationSchema,
  bulkResultSchema,
  createApplicationInputSchema,
  moveApplicationInputSchema,
  rejectApplicationInputSchema,
} from '@common/applicants'
import { pipelineSchema } from '@common/pipeline'
import { idParamSchema } from '@common/list-query'
import { Hono } from 'hono'
import type { AppEnv, AppDeps } from '../../http/context'
import type { AuthSession } from '../../platform/session/auth-session'
import type { RejectionEmail } from '@common/messages'
import type { RejectionMails } from '../messages/public'
import { endpointsFor } from '../../http/endpoint'
import { validate } from '../../http/validation'
import { nowAndActor } from '../../platform/activity/activity-log'
import { bulkApplications, createApplication, hireApplication, moveApplication, readPipeline, rejectApplication, reopenApplication } from './applications'

const endpoint = endpointsFor({ tag: 'Applications', access: 'subscribed' })

/** The rejection mails a reject asks for, written by the caller (replies come to them). */
function rejectionMails(deps: AppDeps, auth: AuthSession, email: RejectionEmail | undefined): RejectionMails | undefined {
  return email && { email, tasks: deps.tasks, sender: { id: auth.user.id, name: auth.user.name, email: auth.user.email } }
}

/** Contract section 11: an applicant's application to a job, and its moves through the pipeline. */
export const applicationRoutes = new Hono<AppEnv>()
  .post(
    '/',
    endpoint({
      summary: 'Apply an applicant to a job',
      description: 'The application starts in the applied stage; a second one for the same job is a 409, a closed job a 422 on `job_id`.',
      permissions: APPLICANT_ACCESS.edit,
      success: { status: 201, schema: applicationSchema },
      errors: [409, 422],
    }),
    validate('json', createApplicationInputSchema),
    async (c) => c.json(await createApplication(c.var.scope, c.req.valid('json'), ...nowAndActor(c)), 201),
  )

  .post(
    '/bulk',
    endpoint({
      summary: 'Move or reject many applications at once',
      description:
        'All or nothing, in one transaction: an unknown id is a 404, a rejected application among those moved (or a rejected or hired ' +
        'one among those rejected) a 409, and nothing changes. Answers how many applications changed. A reject with `email` writes each ' +
        'applicant their own rejection mail from that template (none to one without an email address), sent at `send_at`.',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: bulkResultSchema },
      errors: [404, 409, 422],
    }),
    validate('json', applicationBulkInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const mails = input.action === 'reject' ? rejectionMails(c.var.deps, c.var.auth, input.email) : undefined
      return c.json({ affected: await bulkApplications(c.var.scope, input, ...nowAndActor(c), mails) })
    },
  )

  .post(
    '/:id/hire',
    endpoint({
      summary: 'Hire: move the application to the hired stage and create the employee',
      description:
        'The employee comes from the applicant (name, email as work email, phone) and the job (title, department, location, ' +
        'employment type), with the body’s overrides, linked by applicant_id. A hired or rejected application is a 409; a work ' +
        'email taken by an employee is a 409. A hire that brings its job’s approved requisition to its headcount fills it.',
      permissions: HIRE_ACCESS.applicants,
      alsoPermissions: HIRE_ACCESS.employees,
      success: { status: 201, schema: employeeSchema },
      errors: [404, 409, 422],
    }),
    validate('param', applicationIdSchema),
    validate('json', hireInputSchema),
    async (c) => c.json(await hireApplication(c.var.scope, c.req.valid('param').id, c.req.valid('json'), ...nowAndActor(c)), 201),
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Move an application to another stage',
      description: 'A move into the hired stage makes it hired; out of it, active again. A rejected application is a 409: reopen it first.',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicationSchema },
      errors: [404, 409, 422],
    }),
    validate('param', applicationIdSchema),
    validate('json', moveApplicationInputSchema),
    async (c) => c.json(await moveApplication(c.var.scope, c.req.valid('param').id, c.req.valid('json').stage_id, ...nowAndActor(c))),
  )

  .post(
    '/:id/reject',
    endpoint({
      summary: 'Reject an application with a reason',
      description:
        'The reason is one of the company’s rejection reasons (settings), else 422. Only an active application can be rejected (409). ' +
        'With `email`, a rejection mail from that template is written to the applicant in the same transaction, sent at `send_at` (default now).',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicationSchema },
      errors: [404, 409, 422],
    }),
    validate('param', applicationIdSchema),
    validate('json', rejectApplicationInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      return c.json(await rejectApplication(c.var.scope, c.req.valid('param').id, input, ...nowAndActor(c), rejectionMails(c.var.deps, c.var.auth, input.email)))
    },
  )

  .post(
    '/:id/reopen',
    endpoint({
      summary: 'Reopen a rejected application, in the stage it was in',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: applicationSchema },
      errors: [404, 409, 422],
    }),
    validate('param', applicationIdSchema),
    async (c) => c.json(await reopenApplication(c.var.scope, c.req.valid('param').id, ...nowAndActor(c))),
  )

/** A job's board (mounted under jobs/): its applications by stage. */
export const pipelineRoutes = new Hono<AppEnv>().get(
  '/:id/pipeline',
  endpoint({
    summary: 'A job’s pipeline board: the company’s stages, each with the job’s cards',
    description: 'Active and hired applications, longest in their stage first; rejected ones are only counted (`rejected_count`).',
    permissions: PIPELINE_ACCESS.applicants,
    alsoPermissions: PIPELINE_ACCESS.jobs,
    success: { schema: pipelineSchema },
    errors: [404, 422],
  }),
  validate('param', idParamSchema),
  async (c) => c.json(await readPipeline(c.var.scope, c.req.valid('param').id)),
)
