import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { approvalChainInputSchema, approvalChainSchema, type ApprovalChain, type ApprovalChainDefinition } from '@common/approval-chain'
import { Hono } from 'hono'
import type { CompanyScope } from '../../db/company-scope'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { validationError } from '../../lib/errors'
import { validate } from '../../http/validation'
import { loadDirectory, namedApprover } from './directory'
import { readChainDefinition, saveChainDefinition, unknownApproverIds } from './approval-chain'

const endpoint = endpointsFor({ tag: 'Settings', access: 'subscribed' })

async function namedChain(scope: CompanyScope, chain: ApprovalChainDefinition): Promise<ApprovalChain> {
  const directory = await loadDirectory(scope)
  return { steps: chain.steps.map((step) => ({ approver: namedApprover(directory, step.approver), required: step.required })), sla_days: chain.sla_days }
}

/** Contract section 9: the company's approval chain for requisitions, mounted at settings/approval-chain. */
export const approvalChainRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'The approval chain for requisitions',
      description: 'Ordered steps, each completed by `required` approvals of different people matching its approver, and the SLA in days.',
      permissions: REQUISITION_ACCESS.readChain,
      success: { schema: approvalChainSchema },
    }),
    async (c) => c.json(await namedChain(c.var.scope, await readChainDefinition(c.var.scope))),
  )
  .put(
    '/',
    endpoint({
      summary: 'Replace the approval chain for requisitions',
      description: '1 to 10 steps; `sla_days` 1 to 30. A role or user of another company is a 422. Applies to requisitions submitted afterwards.',
      permissions: REQUISITION_ACCESS.manageChain,
      success: { schema: approvalChainSchema },
      errors: [422],
    }),
    validate('json', approvalChainInputSchema),
    async (c) => {
      const { scope, deps } = c.var
      const chain = c.req.valid('json')
      const unknown = await unknownApproverIds(scope, chain)
      if (unknown.length > 0) {
        throw validationError(
          Object.fromEntries(
            unknown.map((index) => [`steps.${index}.approver`, [chain.steps[index]?.approver.type === 'role' ? 'Choose a role of your company' : 'Choose a user of your company']]),
          ),
        )
      }
      await saveChainDefinition(scope, chain, deps.clock.now())
      return c.json(await namedChain(scope, chain))
    },
  )
