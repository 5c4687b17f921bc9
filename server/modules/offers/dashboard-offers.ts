import { OFFER_ACCESS } from '@common/access/offers'
import type { AttentionItem } from '@common/dashboard'
import { hasAnyPermission } from '@common/permissions'
import { and, asc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { offers } from '../../db/schema/offers'
import type { AuthSession } from '../../platform/session/auth-session'
import { waitingForApprover } from '../../platform/approvals'
import { offerSubject } from './offer-record'

/** The most offers Home's attention list names. */
const LIMIT = 10

/** The condition "its current step waits for this caller's approval", for the list's `waiting_for_me` and Home. */
export function waitingForViewer(auth: AuthSession) {
  return waitingForApprover(offerSubject, {
    id: auth.user.id,
    isOwner: auth.user.isOwner,
    roleId: auth.role?.id ?? null,
    mayApprove: hasAnyPermission({ is_owner: auth.user.isOwner, permissions: auth.permissions }, OFFER_ACCESS.approve),
  })
}

/** Home (contract 15): each offer waiting for the caller's approval is an attention item, the most overdue first. */
export async function readDashboardOffers(scope: CompanyScope, auth: AuthSession, attention: AttentionItem[]): Promise<void> {
  const rows = await scope.db
    .select({ id: offers.id, jobTitle: offers.jobTitle, candidate: applicants.name })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(scope.where(offers), waitingForViewer(auth)))
    .orderBy(asc(offers.stepDueAt), asc(offers.id))
    .limit(LIMIT)
  for (const row of rows) {
    attention.push({ kind: 'offer_approval_waiting', text: `The offer to ${row.candidate} for “${row.jobTitle}” is waiting for your approval`, link: `/offers/view/?id=${row.id}` })
  }
}
