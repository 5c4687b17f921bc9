import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      PUBLIC_URL: 'http://127.0.0.1:3000',
    })
    expect(parseEnv({}).DATABASE_URL).toBeUndefined()
    expect(parseEnv({}).SMTP_URL).toBeUndefined()
  })

  it('reads the variables it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/staffdesk',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://hire.example.com/',
    })
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://app@db:5432/staffdesk', SEED_DEMO: false, PUBLIC_URL: 'https://hire.example.com' })
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000')
  })

  it('fails fast naming every bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: Use a postgres:\/\/ URL.*\n {2}SEED_DEMO: Use 1 or 0/,
    )
  })

  it('bills through Stripe only with the secret key, and then asks for the webhook secret and every paid plan’s price', () => {
    expect(parseEnv({}).STRIPE).toBeUndefined()
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PRICE_TEAM: 'price_team' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: Required with STRIPE_SECRET_KEY\n {2}STRIPE_PRICE_STARTER: Required with STRIPE_SECRET_KEY\n {2}STRIPE_PRICE_BUSINESS: Required/,
    )
    const env = parseEnv({
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_TEAM: 'price_team',
      STRIPE_PRICE_BUSINESS: 'price_business',
    })
    expect(env.STRIPE).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', prices: { starter: 'price_starter', team: 'price_team', business: 'price_business' } })
  })
})
