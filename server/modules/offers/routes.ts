import { OFFER_ACCESS } from '@common/access/offers'
import {
  createOfferInputSchema,
  offerHistorySchema,
  offerIdSchema,
  offerListQuerySchema,
  offerListSchema,
  offerPreviewInputSchema,
  offerPreviewSchema,
  offerCommentInputSchema,
  offerSchema,
  rejectOfferInputSchema,
  updateOfferInputSchema,
  withdrawOfferInputSchema,
} from '@common/offers'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { validate } from '../../http/validation'
import { nowAndActor } from '../../platform/activity/activity-log'
import { approveOffer, rejectOffer, submitOffer } from './act-on-offer'
import { createOffer } from './create-offer'
import { waitingForViewer } from './dashboard-offers'
import { deleteOffer } from './delete-offer'
import { findOffer, readOfferHistory } from './find-offer'
import { listOffers } from './list-offers'
import { previewOffer } from './preview-offer'
import { viewerOf, visibleOffers } from './offer-record'
import { sendOffer } from './send-offer'
import { updateOffer } from './update-offer'
import { withdrawOffer } from './withdraw-offer'

const endpoint = endpointsFor({ tag: 'Offers', access: 'subscribed' })

/** Who reads which offer (visibleOffers), as the read endpoints document it. */
export const VISIBILITY_NOTE =
  'A holder of offer_approve.allow without offer.view reads only the offers whose approval chain names them (a step for anyone, their role or ' +
  'them) or that they approved; any other offer answers 404, as another company’s does.'

const STATUS_NOTE = ' A status that does not allow it is a 409 naming the status ("This offer is sent; it can no longer be edited").'

/** Contract section 17: offers, from a draft through approval to the candidate. */
export const offerRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'List offers (paged, searchable, sortable, filterable)',
      description:
        '`q` matches the candidate’s name or the offer’s job title; `status`, `job_id` and `application_id` filter; ' +
        '`waiting_for_me=true`: the offers whose current approval step the caller may still approve. A holder of offer_approve.allow without ' +
        'offer.view lists only the offers whose approval chain names them (a step for anyone, their role or them) or that they approved.',
      permissions: OFFER_ACCESS.list,
      success: { schema: offerListSchema },
      errors: [422],
    }),
    validate('query', offerListQuerySchema),
    async (c) => c.json(await listOffers(c.var.scope, c.req.valid('query'), c.var.deps.clock.now(), visibleOffers(viewerOf(c.var.auth)), waitingForViewer(c.var.auth))),
  )
  .post(
    '/',
    endpoint({
      summary: 'Make an offer (a draft) on an application',
      description:
        'The job title and employment type default to the job’s, the manager to the employee who is the requisition’s hiring ' +
        'manager. The template must be one of the company’s `offer` templates; `expires_at` must lie in the future, within ' +
        '180 days; the manager must be an employee. An application that is not active, or that has an offer in progress, is a 409.',
      permissions: OFFER_ACCESS.add,
      success: { status: 201, schema: offerSchema },
      errors: [409, 422],
    }),
    validate('json', createOfferInputSchema),
    async (c) => c.json(await createOffer(c.var.scope, c.req.valid('json'), c.var.deps.clock.now(), { id: c.var.auth.user.id, name: c.var.auth.user.name }), 201),
  )
  .post(
    '/preview',
    endpoint({
      summary: 'Render the letter of an offer not yet saved',
      description: 'The same input and rules as making an offer; nothing is stored. The link to the offer shows as a note: it is made when the offer is sent.',
      permissions: OFFER_ACCESS.add,
      success: { schema: offerPreviewSchema },
      errors: [409, 422],
    }),
    validate('json', offerPreviewInputSchema),
    async (c) => c.json(await previewOffer(c.var.scope, c.req.valid('json'), c.var.auth.user.name, c.var.deps.clock.now())),
  )
  .get(
    '/:id',
    endpoint({ summary: 'Read an offer', description: VISIBILITY_NOTE, permissions: OFFER_ACCESS.read, success: { schema: offerSchema }, errors: [404, 422] }),
    validate('param', offerIdSchema),
    async (c) => c.json(await findOffer(c.var.scope, c.req.valid('param').id, viewerOf(c.var.auth), c.var.deps.clock.now())),
  )
  .patch(
    '/:id',
    endpoint({
      summary: 'Edit an offer',
      description:
        'Draft and rejected: edited. Pending approval and approved: edited, and a change of salary (its currency or period), ' +
        'bonus, equity or start date sends it back to pending approval at step 1 (earlier approvals void), the history’s ' +
        '`edited` entry and the approvers’ mail showing each change as [before, after]. Sent and later: 409.',
      permissions: OFFER_ACCESS.edit,
      success: { schema: offerSchema },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    validate('json', updateOfferInputSchema),
    async (c) => c.json(await updateOffer(c.var.scope, c.var.deps, c.req.valid('param').id, viewerOf(c.var.auth), c.req.valid('json'), c.var.deps.clock.now())),
  )
  .delete(
    '/:id',
    endpoint({
      summary: 'Delete a draft offer',
      description: 'Only a draft; any other status is a 409 (withdraw it instead).',
      permissions: OFFER_ACCESS.delete,
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    async (c) => noContent(c, deleteOffer(c.var.scope, c.req.valid('param').id, ...nowAndActor(c))),
  )
  .post(
    '/:id/submit',
    endpoint({
      summary: 'Submit an offer for approval',
      description:
        'Draft or rejected → pending approval at step 1 of the company’s offer chain as it is now; with the chain’s ' +
        '`only_out_of_range` and a salary inside the requisition’s band, → approved at once (`approval` null).' +
        STATUS_NOTE,
      permissions: OFFER_ACCESS.edit,
      success: { schema: offerSchema },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    validate('json', offerCommentInputSchema),
    async (c) => c.json(await submitOffer(c.var.scope, c.var.deps, c.req.valid('param').id, viewerOf(c.var.auth), c.req.valid('json').comment, c.var.deps.clock.now())),
  )
  .post(
    '/:id/approve',
    endpoint({
      summary: 'Approve the current step of an offer',
      description:
        'Counts one approval by an eligible approver of the current step (never the offer’s maker unless owner); a complete ' +
        'step moves to the next, the last approves the offer. The same person twice, a concurrent decision that lost, or a ' +
        '`step` that is no longer the current one, is a 409.' +
        STATUS_NOTE,
      permissions: OFFER_ACCESS.approve,
      success: { schema: offerSchema },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    validate('json', offerCommentInputSchema),
    async (c) => c.json(await approveOffer(c.var.scope, c.var.deps, c.req.valid('param').id, viewerOf(c.var.auth), c.req.valid('json'), c.var.deps.clock.now())),
  )
  .post(
    '/:id/reject',
    endpoint({
      summary: 'Reject an offer in approval',
      description: 'An eligible approver of the current step rejects it, with a comment (required); its maker may edit it and submit it again.' + STATUS_NOTE,
      permissions: OFFER_ACCESS.approve,
      success: { schema: offerSchema },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    validate('json', rejectOfferInputSchema),
    async (c) => c.json(await rejectOffer(c.var.scope, c.var.deps, c.req.valid('param').id, viewerOf(c.var.auth), c.req.valid('json'), c.var.deps.clock.now())),
  )
  .post(
    '/:id/send',
    endpoint({
      summary: 'Send an approved offer to the candidate',
      description: 'Approved → sent: the candidate gets a mail with the link to the offer on the careers site. A candidate without an email address is a 422.' + STATUS_NOTE,
      permissions: OFFER_ACCESS.edit,
      success: { schema: offerSchema },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    async (c) => c.json(await sendOffer(c.var.scope, c.var.deps, c.req.valid('param').id, ...nowAndActor(c))),
  )
  .post(
    '/:id/withdraw',
    endpoint({
      summary: 'Withdraw an offer',
      description: 'Any status before the candidate answered → withdrawn; a candidate who had it is mailed (with the reason), and its link stops working (410).' + STATUS_NOTE,
      permissions: OFFER_ACCESS.edit,
      success: { schema: offerSchema },
      errors: [404, 409, 422],
    }),
    validate('param', offerIdSchema),
    validate('json', withdrawOfferInputSchema),
    async (c) => c.json(await withdrawOffer(c.var.scope, c.var.deps, c.req.valid('param').id, c.req.valid('json').reason, ...nowAndActor(c))),
  )
  .get(
    '/:id/history',
    endpoint({
      summary: 'An offer’s history: every edit, submission, decision and transition, with its approval step',
      description: `Oldest first. An edit lists each changed field as \`[before, after]\`. ${VISIBILITY_NOTE}`,
      permissions: OFFER_ACCESS.read,
      success: { schema: offerHistorySchema },
      errors: [404, 422],
    }),
    validate('param', offerIdSchema),
    async (c) => c.json({ data: await readOfferHistory(c.var.scope, c.req.valid('param').id, viewerOf(c.var.auth)) }),
  )
