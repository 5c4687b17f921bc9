import type { CompanyScope } from '../../db/company-scope'
import { billingCustomers } from '../../db/schema/subscriptions'
import type { AuthSession } from '../session/auth-session'
import type { StripeBilling } from './stripe-billing'

/** The company's Stripe customer id, once its first checkout created one. */
export async function findBillingCustomer(scope: CompanyScope): Promise<string | undefined> {
  const [row] = await scope.db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(scope.where(billingCustomers))
  return row?.id
}

/**
 * The company's Stripe customer, created on its first checkout: one per company, so the portal
 * shows every invoice it ever paid. Two checkouts at once keep the first one stored.
 */
export async function billingCustomerFor(scope: CompanyScope, stripe: StripeBilling, auth: AuthSession): Promise<string> {
  const known = await findBillingCustomer(scope)
  if (known) return known
  const created = await stripe.createCustomer(auth.company, auth.user.email)
  await scope.db.insert(billingCustomers).values({ companyId: scope.companyId, stripeCustomerId: created }).onConflictDoNothing()
  const stored = await findBillingCustomer(scope)
  if (!stored) throw new Error('The billing customer was not stored')
  return stored
}
