import { REQUISITION_ACCESS } from '@common/access/requisitions'
import {
  createRequisitionInputSchema,
  rejectRequisitionInputSchema,
  requisitionCommentInputSchema,
  requisitionHistorySchema,
  requisitionIdSchema,
  requisitionListQuerySchema,
  requisitionListSchema,
  requisitionRuleProblems,
  requisitionSchema,
  updateRequisitionInputSchema,
  type RequisitionFields,
} from '@common/requisitions'
import { z } from 'zod'
import { Hono, type Context } from 'hono'
import type { CompanyScope } from '../../db/company-scope'
import { companyToday } from '../../db/company-today'
import type { AppEnv, AuthEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { refuseProblems } from '../../lib/errors'
import { validate } from '../../http/validation'
import { queueRequisitionMails } from './notices'
import { act } from './act-on-requisition'
import { isActiveUser } from '../../platform/approvals'
import { createRequisition } from './create-requisition'
import { deleteRequisition } from './delete-requisition'
import { findRequisition, readRequisitionHistory } from './find-requisition'
import { listRequisitionDepartments, listRequisitions } from './list-requisitions'
import { viewerOf, type Changed } from './requisition-record'
import { updateRequisition } from './update-requisition'

const endpoint = endpointsFor({ tag: 'Requisitions', access: 'subscribed' })

/** The rules on the fields as they would be, and a hiring manager who is an active user of the company. */
async function check(scope: CompanyScope, fields: RequisitionFields, today: string, stored?: RequisitionFields): Promise<void> {
  const problems = requisitionRuleProblems(fields, today, stored === undefined || fields.target_start_date !== stored.target_start_date)
  const managerChanged = stored === undefined || fields.hiring_manager_id !== stored.hiring_manager_id
  if (managerChanged && fields.hiring_manager_id !== null && !(await isActiveUser(scope, fields.hiring_manager_id))) {
    problems.push({ field: 'hiring_manager_id', message: 'Choose an active user of your company' })
  }
  refuseProblems(problems)
}

type Ctx = Context<AppEnv & AuthEnv>

/** Mails what the change calls for once it is committed, and answers the requisition as it now is. */
async function answer(c: Ctx, changed: Changed) {
  await queueRequisitionMails(c.var.deps, changed.notices)
  return c.json(changed.requisition, 200)
}

const ACTIONS = {
  submit: {
    summary: 'Submit a requisition for approval',
    description: 'A draft or rejected requisition becomes pending at step 1 of the company’s chain as it is now.',
    permissions: REQUISITION_ACCESS.change,
    input: requisitionCommentInputSchema,
  },
  approve: {
    summary: 'Approve the current step',
    description:
      'Counts one approval by an eligible approver of the current step; a complete step moves to the next, the last ' +
      'one approves the requisition. The same person twice, or a `step` that is no longer the current one, is a 409.',
    permissions: REQUISITION_ACCESS.approve,
    input: requisitionCommentInputSchema,
  },
  reject: {
    summary: 'Reject a requisition',
    description: 'An eligible approver of the current step rejects it, with a comment (required).',
    permissions: REQUISITION_ACCESS.approve,
    input: rejectRequisitionInputSchema,
  },
  hold: {
    summary: 'Put a pending requisition on hold',
    description: 'An eligible approver of the current step pauses it at the same step.',
    permissions: REQUISITION_ACCESS.approve,
    input: requisitionCommentInputSchema,
  },
  resume: {
    summary: 'Resume a requisition on hold',
    description: 'Back to pending at the same step; the step’s SLA starts again.',
    permissions: REQUISITION_ACCESS.approve,
    input: requisitionCommentInputSchema,
  },
  cancel: {
    summary: 'Withdraw a requisition',
    description: 'Any status but filled or cancelled becomes cancelled.',
    permissions: REQUISITION_ACCESS.change,
    input: requisitionCommentInputSchema,
  },
} as const

const transitionNote = ' A status that does not allow the action is a 409 naming it ("This requisition is approved; it can no longer be submitted").'

function actionRoute<Action extends keyof typeof ACTIONS>(action: Action) {
  const spec = ACTIONS[action]
  return [
    endpoint({
      summary: spec.summary,
      description: spec.description + transitionNote,
      permissions: spec.permissions,
      planFeature: 'requisitions',
      success: { schema: requisitionSchema },
      errors: [404, 409, 422],
    }),
    validate('param', requisitionIdSchema),
    validate('json', spec.input as z.ZodType<{ comment: string | null; step?: number | undefined }>),
  ] as const
}

/** Contract section 10: requisitions and their approval chain. */
export const requisitionRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'List requisitions (paged, searchable, sortable, filterable)',
      description:
        'A holder of requisition.add alone sees only the requisitions they requested. `waiting_for_me=true`: those whose ' +
        'current step the caller may still approve; `overdue=true`: pending ones whose step has waited longer than the SLA.',
      permissions: REQUISITION_ACCESS.read,
      success: { schema: requisitionListSchema },
      errors: [422],
    }),
    validate('query', requisitionListQuerySchema),
    async (c) => c.json(await listRequisitions(c.var.scope, c.req.valid('query'), viewerOf(c.var.auth), c.var.deps.clock.now())),
  )
  .get(
    '/departments',
    endpoint({
      summary: 'The departments the company’s requisitions use, for the list’s filter',
      permissions: REQUISITION_ACCESS.read,
      success: { schema: z.object({ data: z.array(z.string()) }) },
    }),
    async (c) => c.json({ data: await listRequisitionDepartments(c.var.scope) }),
  )
  .post(
    '/',
    endpoint({
      summary: 'Create a requisition (a draft)',
      description: 'The target start date cannot be in the past; a replacement names whom it replaces.',
      permissions: REQUISITION_ACCESS.add,
      planFeature: 'requisitions',
      success: { status: 201, schema: requisitionSchema },
      errors: [422],
    }),
    validate('json', createRequisitionInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const input = c.req.valid('json')
      const now = deps.clock.now()
      await check(scope, input, await companyToday(scope, now))
      return c.json(await createRequisition(scope, input, viewerOf(auth), now), 201)
    },
  )
  .get(
    '/:id',
    endpoint({ summary: 'Read a requisition', permissions: REQUISITION_ACCESS.read, success: { schema: requisitionSchema }, errors: [404, 422] }),
    validate('param', requisitionIdSchema),
    async (c) => c.json(await findRequisition(c.var.scope, c.req.valid('param').id, viewerOf(c.var.auth), c.var.deps.clock.now())),
  )
  .patch(
    '/:id',
    endpoint({
      summary: 'Edit a requisition',
      description:
        'Its requester or an editor. Draft and rejected: edited. Pending and on hold: edited, and the chain restarts at ' +
        'step 1 (earlier approvals void). Approved: a change of headcount, salary, department or employment type sends ' +
        'it back to pending at step 1, the history showing what changed. Cancelled and filled: 409.',
      permissions: REQUISITION_ACCESS.change,
      planFeature: 'requisitions',
      success: { schema: requisitionSchema },
      errors: [404, 409, 422],
    }),
    validate('param', requisitionIdSchema),
    validate('json', updateRequisitionInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const now = deps.clock.now()
      const today = await companyToday(scope, now)
      const changed = await updateRequisition(scope, c.req.valid('param').id, viewerOf(auth), c.req.valid('json'), (merged, stored, tx) => check(tx, merged, today, stored), now)
      return answer(c, changed)
    },
  )
  .delete(
    '/:id',
    endpoint({
      summary: 'Delete a draft requisition',
      description: 'Only a draft; any other status is a 409.',
      permissions: REQUISITION_ACCESS.delete,
      planFeature: 'requisitions',
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', requisitionIdSchema),
    async (c) => noContent(c, deleteRequisition(c.var.scope, c.req.valid('param').id, viewerOf(c.var.auth), c.var.deps.clock.now())),
  )
  .post('/:id/submit', ...actionRoute('submit'), async (c) => answer(c, await run(c, 'submit')))
  .post('/:id/approve', ...actionRoute('approve'), async (c) => answer(c, await run(c, 'approve')))
  .post('/:id/reject', ...actionRoute('reject'), async (c) => answer(c, await run(c, 'reject')))
  .post('/:id/hold', ...actionRoute('hold'), async (c) => answer(c, await run(c, 'hold')))
  .post('/:id/resume', ...actionRoute('resume'), async (c) => answer(c, await run(c, 'resume')))
  .post('/:id/cancel', ...actionRoute('cancel'), async (c) => answer(c, await run(c, 'cancel')))
  .get(
    '/:id/history',
    endpoint({
      summary: 'A requisition’s history: every edit, submission, decision and reminder, with its approval step',
      description: 'Oldest first. An edit lists each changed field as `[before, after]`.',
      permissions: REQUISITION_ACCESS.read,
      success: { schema: requisitionHistorySchema },
      errors: [404, 422],
    }),
    validate('param', requisitionIdSchema),
    async (c) => c.json({ data: await readRequisitionHistory(c.var.scope, c.req.valid('param').id, viewerOf(c.var.auth)) }),
  )

type ActionContext = Context<AppEnv & AuthEnv, string, { out: { param: { id: number }; json: { comment: string | null; step?: number | undefined } } }>

function run(c: ActionContext, action: keyof typeof ACTIONS): Promise<Changed> {
  const { scope, deps, auth } = c.var
  return act(scope, c.req.valid('param').id, viewerOf(auth), action, c.req.valid('json'), deps.clock.now())
}
