import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import type { StripeConfig } from '../platform/subscription/stripe-billing'

/** The test configuration: each paid plan has a price, the API is the fake below. */
export const TEST_STRIPE_PRICES = { starter: 'price_starter_test', team: 'price_team_test', business: 'price_business_test' } as const
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret'

export interface FakeStripeRequest {
  method: string
  path: string
  /** The form body Stripe's library sends, flat: `line_items[0][price]` → value. */
  params: Record<string, string>
  idempotencyKey: string | undefined
}

/** A Stripe subscription as the API and webhooks show it, with the fields our sync reads. */
export function stripeSubscription(fields: {
  id: string
  customer: string
  status: Stripe.Subscription.Status
  price: string
  /** Unix seconds. */
  created: number
  periodEnd: number
  metadata?: Record<string, string>
}) {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    created: fields.created,
    metadata: fields.metadata ?? {},
    items: { object: 'list', data: [{ id: `si_${fields.id}`, object: 'subscription_item', price: { id: fields.price, object: 'price' }, current_period_end: fields.periodEnd }] },
  }
}

/**
 * A local stand-in for the few Stripe API calls the product makes (customers, Checkout and
 * portal sessions, reading a subscription): tests run without the internet, through Stripe's
 * own library. It records each request and answers from what the test put in `subscriptions`.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = []
  readonly subscriptions = new Map<string, ReturnType<typeof stripeSubscription>>()
  /** While set, every call answers this Stripe error status (an outage, a revoked key). */
  failWith: number | undefined
  #server: Server | undefined
  #url = ''
  #count = 0

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stripe.test')
        const header = request.headers['idempotency-key']
        this.requests.push({
          method: request.method ?? 'GET',
          path: url.pathname,
          params: Object.fromEntries(new URLSearchParams(body)),
          idempotencyKey: typeof header === 'string' ? header : undefined,
        })
        const [status, answer] = this.#answer(request.method ?? 'GET', url.pathname)
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.#count}` })
        response.end(JSON.stringify(answer))
      })
    })
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve))
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()))
  }

  config(): StripeConfig {
    return { secretKey: 'sk_test_fake', webhookSecret: TEST_WEBHOOK_SECRET, prices: TEST_STRIPE_PRICES, apiUrl: this.#url }
  }

  /** The calls made to one path, e.g. `/v1/checkout/sessions`. */
  calls(path: string): FakeStripeRequest[] {
    return this.requests.filter((request) => request.path === path)
  }

  #answer(method: string, path: string): [number, unknown] {
    if (this.failWith) return [this.failWith, { error: { type: 'api_error', message: 'Stripe is having a bad day' } }]
    this.#count += 1
    const id = this.#count
    if (method === 'POST' && path === '/v1/customers') return [200, { id: `cus_test_${id}`, object: 'customer' }]
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, { id: `cs_test_${id}`, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/cs_test_${id}` }]
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return [200, { id: `bps_test_${id}`, object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/bps_test_${id}` }]
    const subscription = method === 'GET' && path.startsWith('/v1/subscriptions/') ? this.subscriptions.get(path.slice('/v1/subscriptions/'.length)) : undefined
    if (subscription) return [200, subscription]
    return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } }]
  }
}

const signer = new Stripe('sk_test_fake')

/** A webhook request as Stripe sends it: the event's JSON and its `Stripe-Signature`, made with `secret` at `timestamp` (Unix seconds). */
export function signedEvent(
  event: { id: string; type: string; created: number; object: unknown },
  options: { timestamp: number; secret?: string },
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ id: event.id, object: 'event', api_version: '2026-10-28.endive', created: event.created, type: event.type, data: { object: event.object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } })
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? TEST_WEBHOOK_SECRET, timestamp: options.timestamp })
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }
}
