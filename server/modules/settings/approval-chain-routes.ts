import { OFFER_ACCESS } from '@common/access/offers'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { approvalChainInputSchema, approvalChainSchema, offerApprovalChainInputSchema, offerApprovalChainSchema, type ApprovalChainDefinition } from '@common/approval-chain'
import type { Permission } from '@common/permissions'
import { Hono } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { validate } from '../../http/validation'
import { validationError } from '../../lib/errors'
import { loadDirectory, namedChain, readChainDefinition, saveChainDefinition, unknownApproverSteps, type ApprovalKind, type ChainDefinitions } from '../../platform/approvals'

const endpoint = endpointsFor({ tag: 'Settings', access: 'subscribed' })

interface ChainRoutes<Kind extends ApprovalKind> {
  kind: Kind
  /** "requisitions", "offers". */
  records: string
  input: z.ZodType<ChainDefinitions[Kind]>
  answer: z.ZodType
  readPermissions: readonly Permission[]
  managePermissions: readonly Permission[]
  /** What the chain's fields beyond section 9's mean, for the documentation. */
  more?: string
}

/** GET and PUT of one kind's approval chain (contract sections 9 and 17): the same rules for each kind. */
function approvalChainRoutesOf<Kind extends ApprovalKind>(chain: ChainRoutes<Kind>) {
  return new Hono<AppEnv>()
    .get(
      '/',
      endpoint({
        summary: `The approval chain for ${chain.records}`,
        description: `Ordered steps, each completed by \`required\` approvals of different people matching its approver, and the SLA in days.${chain.more ?? ''}`,
        permissions: chain.readPermissions,
        success: { schema: chain.answer },
      }),
      async (c) => c.json(await namedChain(c.var.scope, await readChainDefinition(c.var.scope, chain.kind))),
    )
    .put(
      '/',
      endpoint({
        summary: `Replace the approval chain for ${chain.records}`,
        description: `1 to 10 steps; \`sla_days\` 1 to 30. A role or user of another company is a 422. Applies to ${chain.records} submitted afterwards.`,
        permissions: chain.managePermissions,
        success: { schema: chain.answer },
        errors: [422],
      }),
      validate('json', chain.input),
      async (c) => {
        const { scope, deps } = c.var
        const definition: ApprovalChainDefinition & ChainDefinitions[Kind] = c.req.valid('json')
        const unknown = unknownApproverSteps(await loadDirectory(scope), definition)
        if (unknown.length > 0) {
          throw validationError(
            Object.fromEntries(
              unknown.map((index) => [
                `steps.${index}.approver`,
                [definition.steps[index]?.approver.type === 'role' ? 'Choose a role of your company' : 'Choose a user of your company'],
              ]),
            ),
          )
        }
        await saveChainDefinition(scope, chain.kind, definition, deps.clock.now())
        return c.json(await namedChain(scope, definition))
      },
    )
}

/** Contract section 9: mounted at settings/approval-chain. */
export const approvalChainRoutes = approvalChainRoutesOf({
  kind: 'requisition',
  records: 'requisitions',
  input: approvalChainInputSchema,
  answer: approvalChainSchema,
  readPermissions: REQUISITION_ACCESS.readChain,
  managePermissions: REQUISITION_ACCESS.manageChain,
})

/** Contract section 17: mounted at settings/offer-approval-chain. */
export const offerApprovalChainRoutes = approvalChainRoutesOf({
  kind: 'offer',
  records: 'offers',
  input: offerApprovalChainInputSchema,
  answer: offerApprovalChainSchema,
  readPermissions: OFFER_ACCESS.readChain,
  managePermissions: OFFER_ACCESS.manageChain,
  more: " With `only_out_of_range`, an offer whose salary lies inside its requisition's band needs no approval.",
})
