import {
  createJobInputSchema,
  jobDepartmentsSchema,
  jobIdSchema,
  jobListQuerySchema,
  jobListSchema,
  jobRuleProblems,
  jobSchema,
  jobStatusMoveProblem,
  updateJobInputSchema,
} from '@common/jobs'
import { JOB_ACCESS } from '@common/access/jobs'
import { changedFields } from '@common/changed-fields'
import { activityHistorySchema } from '@common/activity'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { refuseProblems } from '../../lib/errors'
import { validate } from '../../http/validation'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { companyToday } from '../../db/company-today'
import { actorOf, nowAndActor } from '../../platform/activity/activity-log'
import { createJob, deleteJob, findJob, listDepartments, listJobs, readJobHistory, updateJob } from './repository'

const endpoint = endpointsFor({ tag: 'Jobs', access: 'subscribed' })

/** Contract section 6: the company's job postings. */
export const jobRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'List jobs (paged, searchable, sortable, filterable)',
      description:
        '`q` finds jobs by words anywhere in them (English stemming: "engineer" finds "Engineering") or by the start of ' +
        'their title ("Eng" finds "Engineering Manager"). With `q` and no `sort`, the best matches come first.',
      permissions: JOB_ACCESS.list,
      success: { schema: jobListSchema },
      errors: [422],
    }),
    validate('query', jobListQuerySchema),
    async (c) => c.json(await listJobs(c.var.scope, c.req.valid('query'))),
  )

  .get(
    '/departments',
    endpoint({ summary: 'The departments the company’s jobs use, for the list’s filter', permissions: JOB_ACCESS.list, success: { schema: jobDepartmentsSchema } }),
    async (c) => c.json({ data: await listDepartments(c.var.scope) }),
  )

  .post(
    '/',
    endpoint({
      summary: 'Create a job, as a draft or published',
      description: 'The closing date cannot be in the past (in the company’s time zone); publishing needs a description.',
      permissions: JOB_ACCESS.add,
      success: { status: 201, schema: jobSchema },
      errors: [422],
    }),
    validate('json', createJobInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const input = c.req.valid('json')
      const now = deps.clock.now()
      refuseProblems(jobRuleProblems(input, await companyToday(scope, now)))
      return c.json(await createJob(scope, input, now, actorOf(auth)), 201)
    },
  )

  .get('/:id', endpoint({ summary: 'Read a job', permissions: JOB_ACCESS.read, success: { schema: jobSchema }, errors: [404, 422] }), validate('param', jobIdSchema), async (c) =>
    c.json(await findJob(c.var.scope, c.req.valid('param').id)),
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Edit a job, or publish, close or reopen it',
      description:
        'Any subset of the fields; the rules are checked on the job as it would be. `status` moves a draft to ' +
        'published, a published job to closed and a closed one back to published; nothing goes back to draft. ' +
        'A stored closing date that has passed may be kept, not newly set.',
      permissions: JOB_ACCESS.edit,
      success: { schema: jobSchema },
      errors: [404, 422],
    }),
    validate('param', jobIdSchema),
    validate('json', updateJobInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const now = deps.clock.now()
      const today = await companyToday(scope, now)
      const job = await updateJob(
        scope,
        id,
        (stored) => {
          const merged = { ...stored, ...input }
          const statusProblem = input.status === undefined ? null : jobStatusMoveProblem(stored.status, input.status)
          const closesAtChanged = input.closes_at !== undefined && input.closes_at !== stored.closes_at
          refuseProblems([...(statusProblem ? [{ field: 'status' as const, message: statusProblem }] : []), ...jobRuleProblems(merged, today, closesAtChanged)])
          return changedFields(stored, input)
        },
        now,
        actorOf(auth),
      )
      return c.json(job)
    },
  )

  .delete(
    '/:id',
    endpoint({ summary: 'Delete a job', permissions: JOB_ACCESS.delete, success: { status: 204, schema: null }, errors: [404, 422] }),
    validate('param', jobIdSchema),
    async (c) => noContent(c, deleteJob(c.var.scope, c.req.valid('param').id, ...nowAndActor(c))),
  )
  .get(
    '/:id/history',
    endpoint({
      summary: 'A job’s history: who created, edited, published, closed or reopened it, and when',
      description: 'Oldest first. An edit lists each changed field as `[before, after]`; a status move is its own entry.',
      permissions: JOB_ACCESS.read,
      success: { schema: activityHistorySchema },
      errors: [404, 422],
    }),
    validate('param', jobIdSchema),
    async (c) => c.json({ data: await readJobHistory(c.var.scope, c.req.valid('param').id) }),
  )
