import { z } from 'zod'

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'Use 1 or 0 (true or false)' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value)))

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

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
  })
  .transform((env) => ({
    ...env,
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
