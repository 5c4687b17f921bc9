import { PLAN_GRANTS, TRIAL_PLAN_ID } from '@common/plans'
import { z } from 'zod'

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'Use 1 or 0 (true or false)' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value)))

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional())

/** The environment variable holding each paid plan's Stripe price: STRIPE_PRICE_STARTER, STRIPE_PRICE_TEAM, … */
export const stripePriceVariable = (planId: string) => `STRIPE_PRICE_${planId.toUpperCase()}`
const PAID_PLAN_IDS = PLAN_GRANTS.map((plan) => plan.id).filter((id) => id !== TRIAL_PLAN_ID)

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'Use a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'Use a postgres:// URL, e.g. postgres://user@127.0.0.1:5432/staffdesk' })
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^smtps?$/, error: 'Use an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587' }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Staffdesk <no-reply@staffdesk.local>'),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'Use an http(s):// URL' }).optional()),
    /** Behind a reverse proxy, the client address comes from X-Forwarded-For (for rate limits). */
    TRUST_PROXY: flag(false),
    /** The bearer token Prometheus sends to GET /metrics; without it, /metrics is a 404. */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, { error: 'Use at least 16 characters' }).optional()),
    /** Set, paid plans go through Stripe Checkout; unset, every plan activates at once without payment. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another Stripe API address (stripe-mock, a local fake); Stripe's own by default. */
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'Use an http(s):// URL' }).optional()),
    ...Object.fromEntries(PAID_PLAN_IDS.map((id) => [stripePriceVariable(id), optionalText])),
  })
  .superRefine((env, context) => {
    if (!env.STRIPE_SECRET_KEY) return
    const values = env as Record<string, unknown>
    for (const name of ['STRIPE_WEBHOOK_SECRET', ...PAID_PLAN_IDS.map(stripePriceVariable)]) {
      if (!values[name]) context.addIssue({ code: 'custom', path: [name], message: 'Required with STRIPE_SECRET_KEY' })
    }
  })
  .transform((env) => ({
    ...env,
    STRIPE: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          prices: Object.fromEntries(PAID_PLAN_IDS.map((id) => [id, String((env as Record<string, unknown>)[stripePriceVariable(id)])])),
          ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
        }
      : undefined,
    // Links in mails point here; without it, the address the server listens on.
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST}:${env.PORT}`).replace(
      /\/+$/,
      '',
    ),
  }))

export type Env = z.infer<typeof envSchema>

/** Parses the environment once; a bad value stops the server with every problem listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
  throw new Error(`Invalid environment:\n${problems}`)
}
