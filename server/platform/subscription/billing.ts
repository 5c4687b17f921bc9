import { DAY_MS } from '../../lib/clock'
import type { PlanConfig } from './plans'

export interface BillingActivation {
  status: 'active'
  currentPeriodEnd: Date
}

/**
 * Where a subscription gets paid for. A payment service would implement `activate` by
 * charging (or redirecting to checkout) before answering; the route only stores the result.
 */
export interface BillingProvider {
  activate(request: { companyId: number; plan: PlanConfig; now: Date }): Promise<BillingActivation>
}

const BILLING_PERIOD_DAYS = 30

/** Built-in billing without a payment service: every plan activates at once. */
export class EmbeddedBilling implements BillingProvider {
  async activate({ plan, now }: { plan: PlanConfig; now: Date }): Promise<BillingActivation> {
    const days = plan.trialDays ?? BILLING_PERIOD_DAYS
    return { status: 'active', currentPeriodEnd: new Date(now.getTime() + days * DAY_MS) }
  }
}
