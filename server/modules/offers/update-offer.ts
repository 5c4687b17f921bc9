import { DEFAULT_OFFER_APPROVAL_CHAIN } from '@common/approval-chain'
import { changedFields } from '@common/changed-fields'
import { OFFER_REAPPROVAL_FIELDS, type Offer, type OfferFields, type UpdateOfferInput } from '@common/offers'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { updateOfferInputSchema } from '@common/offers'
import type { CompanyScope } from '../../db/company-scope'
import { presentColumns } from '../../db/present-columns'
import { offers } from '../../db/schema/offers'
import { fieldError, notFound } from '../../lib/errors'
import { diffChanges } from '../../platform/activity/activity-log'
import { restartChain } from '../../platform/approvals'
import { submission, waitingApprovers } from './act-on-offer'
import { checkFields, LINK_BEFORE_SEND, renderLetter } from './letter'
import { queueOfferApprovalMails, type Mailing } from './notices'
import {
  fieldsOf,
  loadContext,
  OFFER_FIELD_NAMES,
  offerColumns,
  offerSubject,
  readApplications,
  readRow,
  recordOfferEvent,
  refuseUnlessStatusAllows,
  toOffer,
  type Viewer,
} from './offer-record'

/** The fields stored as they come; `expires_at` is a time. */
const COLUMN_FIELDS = OFFER_FIELD_NAMES.filter((name): name is Exclude<keyof OfferFields, 'expires_at'> => name !== 'expires_at')

/**
 * PATCH `offers/{id}`: draft and rejected are edited; pending_approval and approved too, and a
 * change of OFFER_REAPPROVAL_FIELDS sends the offer back to pending_approval at step 1 (a new
 * round: earlier approvals void) with the approvers mailed what changed, before and after; an
 * offer approved without a chain (inside the band) is submitted again instead. Sent and later:
 * 409 naming the status. The letter is rendered again from the merged fields.
 */
export async function updateOffer(scope: CompanyScope, deps: Mailing, id: number, viewer: Viewer, input: z.output<typeof updateOfferInputSchema>, now: Date): Promise<Offer> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, true)
    refuseUnlessStatusAllows(row, 'edit')
    const stored = fieldsOf(row)
    const given: UpdateOfferInput = input.expires_at === undefined ? input : { ...input, expires_at: new Date(input.expires_at).toISOString() }
    const changed = changedFields(stored, given) as Partial<OfferFields>
    const fields = Object.keys(changed) as (keyof OfferFields)[]
    if (fields.length === 0) return toOffer(row, await loadContext(tx, [row], now))
    const merged = { ...stored, ...changed }
    if (merged.template_id === null) throw fieldError(422, 'template_id', 'The offer’s letter template was deleted: choose another one')
    const whole: OfferFields = { ...merged, template_id: merged.template_id }
    await checkFields(tx, whole, now, stored.template_id === null ? undefined : { ...stored, template_id: stored.template_id })
    const { letter } = await renderLetter(tx, whole, row.applicationId, row.createdByName, LINK_BEFORE_SEND)

    const guarded = OFFER_REAPPROVAL_FIELDS.filter((field) => fields.includes(field))
    const restarts = (row.status === 'pending_approval' || row.status === 'approved') && guarded.length > 0
    const approval = !restarts
      ? {}
      : row.approvalNeeded
        ? restartChain(offerSubject, row, DEFAULT_OFFER_APPROVAL_CHAIN, now)
        : await submission(tx, row, { salary: whole.salary, currency: whole.salary_currency }, now)
    const { expires_at: expiresAt, ...rest } = changed
    const [written] = await tx.db
      .update(offers)
      .set({
        ...presentColumns(rest, COLUMN_FIELDS),
        ...(expiresAt === undefined ? {} : { expiresAt: new Date(expiresAt) }),
        letter,
        ...approval,
        updatedAt: now,
      })
      .where(tx.where(offers, eq(offers.id, id)))
      .returning(offerColumns)
    if (!written) throw notFound('Offer')
    const application = (await readApplications(tx, [row.applicationId])).get(row.applicationId)
    if (!application) throw notFound('Offer')
    const changes = diffChanges(stored, merged, fields)
    await recordOfferEvent(tx, row, application.applicantId, { action: 'edited', text: `Offer for ${written.jobTitle} edited`, actor: viewer, changes, step: row.step }, now)
    const context = await loadContext(tx, [written], now)
    if (!restarts) return toOffer(written, context)
    if (written.status === 'approved') {
      await recordOfferEvent(
        tx,
        row,
        application.applicantId,
        { action: 'auto_approved', text: `Offer for ${written.jobTitle} approved: the salary is within the band`, actor: viewer },
        now,
      )
      return toOffer(written, context)
    }
    await recordOfferEvent(
      tx,
      row,
      application.applicantId,
      {
        action: 'restarted',
        text: `Offer for ${written.jobTitle} sent back to approval after an edit`,
        actor: viewer,
        step: 1,
        fields: guarded,
      },
      now,
    )
    await queueOfferApprovalMails(tx, deps, { id, jobTitle: written.jobTitle, candidate: application.applicantName }, waitingApprovers(written, context), {
      kind: 'step_waiting',
      step: written.step,
      steps: written.chain?.steps.length ?? 1,
      dueAt: written.stepDueAt,
      changes,
    })
    return toOffer(written, context)
  })
}
