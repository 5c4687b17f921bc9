import Stripe from 'stripe'
import { ApiError } from '../../lib/errors'
import type { Logger } from '../../logger'

/** What the server needs to bill through Stripe; main.ts reads it from the environment (README's table). */
export interface StripeConfig {
  secretKey: string
  /** The signing secret of the webhook endpoint (`whsec_…`): events not signed with it are refused. */
  webhookSecret: string
  /** The Stripe price of each paid plan (plan id → `price_…`); the free trial needs none. */
  prices: Readonly<Record<string, string>>
  /** Another API address (a local fake in tests, stripe-mock); Stripe's own by default. */
  apiUrl?: string
}

/** How old a signed event may be (seconds), as Stripe's libraries check by default: an older replay is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** Stripe's answer could not be had (network, outage, a refused key): the caller may try again. */
function stripeUnreachable(): ApiError {
  return new ApiError(502, 'The payment service could not be reached or refused the request. Please try again in a moment.')
}

/**
 * Billing through Stripe: Checkout to subscribe, the customer portal to manage the plan, and
 * signed webhooks (stripe-sync.ts) for the status. Only the calls the product makes, so tests can
 * run them against a local fake Stripe.
 */
export class StripeBilling {
  readonly client: Stripe
  readonly #planByPrice: ReadonlyMap<string, string>

  constructor(
    readonly config: StripeConfig,
    private readonly logger: Logger,
  ) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined
    this.client = new Stripe(config.secretKey, {
      // A request retried by Stripe's library carries the same idempotency key, so it is safe.
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
    })
    this.#planByPrice = new Map(Object.entries(config.prices).map(([plan, price]) => [price, plan]))
  }

  priceOf(planId: string): string | undefined {
    return this.config.prices[planId]
  }

  /** Our plan for a Stripe price; undefined for a price that is none of ours. */
  planOfPrice(priceId: string): string | undefined {
    return this.#planByPrice.get(priceId)
  }

  /**
   * The company's Stripe customer. The idempotency key makes two checkouts at once (two tabs)
   * create one customer, not two.
   */
  async createCustomer(company: { id: number; name: string }, email: string): Promise<string> {
    const customer = await this.#call(() =>
      this.client.customers.create(
        { name: company.name, email, metadata: { company_id: String(company.id) } },
        { idempotencyKey: `staffdesk-customer-company-${company.id}` },
      ),
    )
    return customer.id
  }

  /** A Checkout session in subscription mode for the plan; answers the page to send the browser to. */
  async checkout(request: { companyId: number; customerId: string; planId: string; priceId: string; returnUrl: string }): Promise<string> {
    const metadata = { company_id: String(request.companyId), plan: request.planId }
    const session = await this.#call(() =>
      this.client.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: String(request.companyId),
        line_items: [{ price: request.priceId, quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        success_url: `${request.returnUrl}?checkout=complete`,
        cancel_url: request.returnUrl,
      }),
    )
    if (!session.url) throw stripeUnreachable()
    return session.url
  }

  /** A customer-portal session: where the company changes its plan, its card, or cancels. */
  async portal(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.#call(() => this.client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }))
    return session.url
  }

  async retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return this.#call(() => this.client.subscriptions.retrieve(id))
  }

  /** Stripe's refusals and outages become a 502 the user can retry; the log keeps Stripe's kind of error, never the request. */
  async #call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error
      this.logger.warn('stripe request failed', { type: error.type, code: error.code ?? null, status: error.statusCode ?? null, request_id: error.requestId ?? null })
      throw stripeUnreachable()
    }
  }

  /** The event, if its signature is Stripe's with our secret and it is recent; else throws. */
  async verifyEvent(payload: Uint8Array, signature: string, now: Date): Promise<Stripe.Event> {
    return this.client.webhooks.constructEventAsync(payload, signature, this.config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime())
  }
}

