import { OFFER_ACCESS } from '../common/access/offers'
import { DEFAULT_OFFER_APPROVAL_CHAIN, offerApprovalChainInputSchema, type OfferApprovalChainDefinition } from '../common/approval-chain'
import { hasAnyPermission, type Permission, type PermissionSubject } from '../common/permissions'

/**
 * Settings → Offer approvals on the stub server (contract 17): the offers' approval chain, kept
 * per token so parallel tests never share it, checked by the shared schema as the server does.
 * Only "anyone who may approve" steps are named (the stub company has no roles or other users);
 * the real server is tested in server/modules/settings/offer-approval-chain.test.ts.
 */

type Answer = [status: number, body: unknown]

const chains = new Map<string, OfferApprovalChainDefinition>()

export const isOfferChainRoute = (route: string) => route === 'settings/offer-approval-chain'

const answerOf = (chain: OfferApprovalChainDefinition) => ({
  steps: chain.steps.map((step) => ({ approver: step.approver.type === 'any' ? step.approver : { ...step.approver, name: null }, required: step.required })),
  sla_days: chain.sla_days,
  only_out_of_range: chain.only_out_of_range,
})

/** GET (settings.allow or offer.view) and PUT (settings.allow) of the offers' chain. */
export function handleOfferChain(token: string, caller: PermissionSubject, method: string, body: unknown): Answer {
  const may = (permissions: readonly Permission[]) => hasAnyPermission(caller, permissions)
  if (method === 'GET')
    return may(OFFER_ACCESS.readChain) ? [200, answerOf(chains.get(token) ?? DEFAULT_OFFER_APPROVAL_CHAIN)] : [403, { message: 'You do not have permission to do this.' }]
  if (method !== 'PUT') return [405, { message: 'Use GET or PUT.' }]
  if (!may(OFFER_ACCESS.manageChain)) return [403, { message: 'You do not have permission to do this.' }]
  const parsed = offerApprovalChainInputSchema.safeParse(body)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
    return [422, { message: 'The given data was invalid.', errors }]
  }
  chains.set(token, parsed.data)
  return [200, answerOf(parsed.data)]
}
