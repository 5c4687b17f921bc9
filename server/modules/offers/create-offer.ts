import type { createOfferInputSchema, Offer } from '@common/offers'
import type { z } from 'zod'
import type { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'
import { conflict, isUniqueViolation } from '../../lib/errors'
import type { Actor } from '../../platform/activity/activity-log'
import { LINK_BEFORE_SEND, renderLetter, resolveDraft } from './letter'
import { loadContext, offerColumns, recordOfferEvent, toOffer } from './offer-record'

/** POST `offers`: a draft on an active application, its letter rendered; a second live offer on one application is a 409. */
export async function createOffer(scope: CompanyScope, input: z.output<typeof createOfferInputSchema>, now: Date, actor: NonNullable<Actor>): Promise<Offer> {
  try {
    return await scope.transaction(async (tx) => {
      const { application, fields } = await resolveDraft(tx, input, now)
      const { letter } = await renderLetter(tx, fields, application.id, actor.name, LINK_BEFORE_SEND)
      const [row] = await tx.db
        .insert(offers)
        .values({
          companyId: tx.companyId,
          applicationId: application.id,
          jobId: application.jobId,
          templateId: fields.template_id,
          jobTitle: fields.job_title,
          startDate: fields.start_date,
          salary: fields.salary,
          salaryCurrency: fields.salary_currency,
          salaryPeriod: fields.salary_period,
          bonus: fields.bonus,
          equity: fields.equity,
          employmentType: fields.employment_type,
          managerId: fields.manager_id,
          expiresAt: new Date(fields.expires_at),
          letter,
          createdById: actor.id,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning(offerColumns)
      if (!row) throw new Error('The offer was not created')
      await recordOfferEvent(tx, row, application.applicantId, { action: 'created', text: `Offer drafted for ${fields.job_title}`, actor }, now)
      return toOffer(row, await loadContext(tx, [row], now))
    })
  } catch (error) {
    if (isUniqueViolation(error, 'offers_one_live_per_application')) throw conflict('This application already has an offer in progress: withdraw it before making another')
    throw error
  }
}
