import { ALL_PERMISSIONS } from '@common/permissions'
import { sessionSchema, sessionWithTokenSchema } from '@common/session'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '../../db/schema/companies'
import { apiTokens, passwordResetTokens } from '../../db/schema/session'
import { users } from '../../db/schema/users'
import { HOUR_MS } from '../../lib/clock'
import { addMember, createAccount, createCompany, createToken, createUser, TEST_PASSWORD } from '../../test/factories'
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server'

const server = useTestServer()

let emailCounter = 0
const newEmail = () => `person-${(emailCounter += 1)}-${process.pid}@example.test`

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Acme Robotics',
  name: 'Dana Reyes',
  email: newEmail(),
  password: 'a long enough password',
  ...overrides,
})

/** The link of the latest mail to `email`, and its token. */
async function mailedLink(email: string) {
  await server.settle()
  const mail = server.mailer.lastTo(email)
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
  if (!mail || !link) throw new Error(`no link mailed to ${email}`)
  return { mail, link, token: new URL(link).searchParams.get('token') ?? '' }
}

describe('POST signup', () => {
  it('creates the company and its owner, signed in, without a subscription', async () => {
    const body = signupBody({ email: `  Dana.${process.pid}@Example.TEST ` })
    const response = await server.post('signup', body)
    expect(response.status).toBe(201)
    const session = sessionWithTokenSchema.parse(response.body)
    expect(session).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Dana Reyes',
        email: `dana.${process.pid}@example.test`,
        is_owner: true,
        timezone: null,
        company_settings: { company_name: 'Acme Robotics', company_logo: null },
      },
      subscription: null,
      permissions: expect.any(Object),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    expect(Object.keys(session.permissions).length).toBeGreaterThan(0)
    expect(JSON.stringify(response.body)).not.toContain(body.password)

    const me = await server.get('user', { token: session.token })
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe(`dana.${process.pid}@example.test`)
  })

  it('stores only a hash of the password and of the token', async () => {
    const body = signupBody()
    const { body: session } = await server.post('signup', body)
    const [user] = await server.db.select().from(users).where(eq(users.id, session.user.id))
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(user?.passwordHash).not.toContain(body.password)
    const tokens = await server.db.select().from(apiTokens).where(eq(apiTokens.userId, session.user.id))
    expect(tokens).toHaveLength(1)
    expect(tokens[0]?.tokenHash).not.toBe(session.token)
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers 409 with a field error for an email already registered, in any letter case', async () => {
    const email = newEmail()
    expect((await server.post('signup', signupBody({ email }))).status).toBe(201)
    const again = await server.post('signup', signupBody({ email: email.toUpperCase(), company_name: 'Other' }))
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      message: 'An account with this email already exists',
      errors: { email: ['An account with this email already exists'] },
    })
    const companiesNamedOther = await server.db.select().from(companies).where(eq(companies.name, 'Other'))
    expect(companiesNamedOther).toHaveLength(0)
  })

  it('answers 422 with an error beside each invalid field', async () => {
    const response = await server.post('signup', { company_name: ' ', email: 'not-an-email', password: 'short' })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      company_name: ['Enter your company name'],
      name: ['This field is required'],
      email: ['Enter a valid email address'],
      password: ['Use at least 10 characters'],
    })
    expect(response.body.message).toBe('Enter your company name (and 3 more problems)')
  })
})

describe('POST signup limits', () => {
  it('allows 10 sign-ups an hour from one address, refusing the 11th before its password is hashed', async () => {
    const address = '192.0.2.50'
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await server.post('signup', signupBody(), { address })).status).toBe(201)
    const body = signupBody()
    const blocked = await server.post('signup', body, { address })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: 'Too many accounts created. Try again in 60 minutes.' })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
    expect(await server.db.select().from(users).where(eq(users.email, body.email))).toEqual([])

    expect((await server.post('signup', signupBody(), { address: '192.0.2.51' })).status).toBe(201)
    server.clock.advance(HOUR_MS)
    expect((await server.post('signup', body, { address })).status).toBe(201)
  })
})

describe('POST login', () => {
  it('signs in with the email in any case and answers the session with a new token', async () => {
    const { user } = await createAccount(server.db, { permissions: ['job.view', 'job.add', 'settings.allow'] })
    const response = await server.post('login', { email: user.email.toUpperCase(), password: TEST_PASSWORD })
    expect(response.status).toBe(200)
    const session = sessionWithTokenSchema.parse(response.body)
    expect(session.user).toMatchObject({ id: user.id, is_owner: false })
    expect(session.permissions).toEqual({ job: ['view', 'add'], settings: ['allow'] })
    expect(session.subscription).toMatchObject({ status: 'active', plan: 'business' })
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.lastLoginAt).toBeInstanceOf(Date)
  })

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const { user } = await createAccount(server.db)
    const wrongPassword = await server.post('login', { email: user.email, password: 'not the password' })
    const unknown = await server.post('login', { email: newEmail(), password: 'not the password' })
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ message: 'The email or password is incorrect' })
    }
  })

  it('refuses an invited user who has not chosen a password yet', async () => {
    const { company } = await createAccount(server.db)
    const invited = await createUser(server.db, company.id, { password: null })
    const response = await server.post('login', { email: invited.email, password: TEST_PASSWORD })
    expect(response.status).toBe(401)
  })

  it('refuses a deactivated user with a message', async () => {
    const { company } = await createAccount(server.db)
    const user = await createUser(server.db, company.id, { active: false })
    const response = await server.post('login', { email: user.email, password: TEST_PASSWORD })
    expect(response.status).toBe(403)
    expect(response.body.message).toMatch(/deactivated/)
  })

  it('answers 422 when a field is empty', async () => {
    const response = await server.post('login', { email: '', password: '' })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ email: ['Enter your email'], password: ['Enter your password'] })
  })

  it('limits failed attempts per account from one address: 429 with a message; the owner elsewhere still signs in', async () => {
    const { user } = await createAccount(server.db)
    const address = '192.0.2.40'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await server.post('login', { email: user.email, password: 'wrong password' }, { address })).status).toBe(401)
    }
    const blocked = await server.post('login', { email: user.email, password: TEST_PASSWORD }, { address })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many sign-in attempts. Try again in 15 minutes.')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)

    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD }, { address: '192.0.2.41' })).status).toBe(200)
    server.clock.advance(15 * 60_000)
    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD }, { address })).status).toBe(200)
  })

  it('never locks the owner out for more than a minute with wrong passwords from many addresses', async () => {
    const { user } = await createAccount(server.db)
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await server.post('login', { email: user.email, password: 'wrong password' })).status).toBe(401)
    }
    const blocked = await server.post('login', { email: user.email, password: TEST_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many sign-in attempts. Try again in a minute.')
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60)

    server.clock.advance(60_000)
    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('limits attempts per address across accounts', async () => {
    const address = '192.0.2.10'
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await server.post('login', { email: newEmail(), password: 'wrong password' }, { address })
      expect(response.status).toBe(401)
    }
    const { user } = await createAccount(server.db)
    const blocked = await server.post('login', { email: user.email, password: TEST_PASSWORD }, { address })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts/)
    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD }, { address: '192.0.2.11' })).status).toBe(200)
  })

  it('does not count successful sign-ins against the limits', async () => {
    const { user } = await createAccount(server.db)
    const address = '192.0.2.20'
    for (let attempt = 0; attempt < 21; attempt += 1) {
      expect((await server.post('login', { email: user.email, password: TEST_PASSWORD }, { address })).status).toBe(200)
    }
  })
})

describe('GET user', () => {
  it('answers the session of the token: the owner holds the whole catalogue', async () => {
    const { user, company, token } = await createAccount(server.db, { companyName: 'Globex' })
    await server.db.update(companies).set({ logoUrl: '/backend/api/uploads/logo.png' }).where(eq(companies.id, company.id))
    const response = await server.get('user', { token })
    expect(response.status).toBe(200)
    const session = sessionSchema.strict().parse(response.body)
    expect(session.user).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      is_owner: true,
      timezone: null,
      company_settings: { company_name: 'Globex', company_logo: '/backend/api/uploads/logo.png' },
    })
    const held = Object.entries(session.permissions).flatMap(([group, actions]) => actions.map((action) => `${group}.${action}`))
    expect(held.sort()).toEqual([...ALL_PERMISSIONS].sort())
    expect(session.subscription).toEqual({ status: 'active', plan: 'business', current_period_end: expect.any(String) })
    expect(response.body.user).not.toHaveProperty('password_hash')
  })

  it('answers a member without a role with no permissions, and a subscription of null when there is none', async () => {
    const company = await createCompany(server.db, { subscription: 'none' })
    const user = await createUser(server.db, company.id)
    const token = await createToken(server.db, user.id)
    const response = await server.get('user', { token })
    expect(response.body).toMatchObject({ subscription: null, permissions: {} })
  })

  it('answers 401 without a token', async () => {
    const response = await server.get('user')
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: 'Sign in to continue' })
  })

  it('answers 401 once the token is 7 days old', async () => {
    const { user } = await createAccount(server.db)
    const { body } = await server.post('login', { email: user.email, password: TEST_PASSWORD })
    server.clock.advance(7 * 24 * HOUR_MS - 1000)
    expect((await server.get('user', { token: body.token })).status).toBe(200)
    server.clock.advance(2000)
    const expired = await server.get('user', { token: body.token })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ message: 'Your session has expired. Sign in again.' })
  })
})

describe('POST logout', () => {
  it('answers 204 and revokes that token only', async () => {
    const { user } = await createAccount(server.db)
    const first = (await server.post('login', { email: user.email, password: TEST_PASSWORD })).body.token
    const second = (await server.post('login', { email: user.email, password: TEST_PASSWORD })).body.token
    const response = await server.post('logout', undefined, { token: first })
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
    expect((await server.get('user', { token: first })).status).toBe(401)
    expect((await server.get('user', { token: second })).status).toBe(200)
  })

  it('answers 401 without a valid token', async () => {
    expect((await server.post('logout')).status).toBe(401)
  })
})

describe('POST forget-password', () => {
  const SAME_ANSWER = {
    message: 'If an account uses this email, a link to set a new password is on its way. It works once, within 1 hour.',
  }

  it('answers the same whether or not the email has an account, and mails a link only to an account', async () => {
    const { user } = await createAccount(server.db)
    const unknownEmail = newEmail()
    const known = await server.post('forget-password', { email: user.email.toUpperCase() })
    const unknown = await server.post('forget-password', { email: unknownEmail })
    expect(known).toMatchObject({ status: 200, body: SAME_ANSWER })
    expect(unknown).toMatchObject({ status: 200, body: SAME_ANSWER })

    const { mail, link } = await mailedLink(user.email)
    expect(mail.subject).toBe('Reset your Staffdesk password')
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/set-new-password/\\?token=[A-Za-z0-9_-]{43}$`))
    expect(server.mailer.lastTo(unknownEmail)).toBeUndefined()
  })

  it('stores only a hash of the link’s token, expiring in one hour', async () => {
    const { user } = await createAccount(server.db)
    await server.post('forget-password', { email: user.email })
    const { token } = await mailedLink(user.email)
    const [row] = await server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    expect(row?.tokenHash).not.toBe(token)
    expect(row?.purpose).toBe('reset')
    expect(row?.expiresAt.getTime()).toBe(server.clock.now().getTime() + HOUR_MS)
  })

  it('answers 422 for an invalid email', async () => {
    const response = await server.post('forget-password', { email: 'nope' })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ email: ['Enter a valid email address'] })
  })

  it('limits requests per account and per address with a 429 and a message', async () => {
    const { user } = await createAccount(server.db)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await server.post('forget-password', { email: user.email })).status).toBe(200)
    }
    const blocked = await server.post('forget-password', { email: user.email })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many password reset requests. Try again in 60 minutes.')

    const address = '192.0.2.30'
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await server.post('forget-password', { email: newEmail() }, { address })).status).toBe(200)
    }
    expect((await server.post('forget-password', { email: newEmail() }, { address })).status).toBe(429)
  })
})

describe('POST set-new-password', () => {
  async function resetLink() {
    const { user, token: sessionToken } = await createAccount(server.db)
    await server.post('forget-password', { email: user.email })
    const { token } = await mailedLink(user.email)
    return { user, sessionToken, token }
  }

  it('sets the password: the new one signs in, the old one does not, and every other session ends', async () => {
    const { user, sessionToken, token } = await resetLink()
    const response = await server.post('set-new-password', { token, password: 'a brand new password' })
    expect(response).toMatchObject({ status: 200, body: { message: 'Your password has been set and you are signed in.', user: { id: user.id }, token: expect.any(String) } })

    // Every session but the one the answer starts.
    expect((await server.get('user', { token: sessionToken })).status).toBe(401)
    expect((await server.get('user', { token: response.body.token })).status).toBe(200)
    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await server.post('login', { email: user.email, password: 'a brand new password' })).status).toBe(200)
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordChangedAt).toBeInstanceOf(Date)
  })

  it('limits tries per address: 429 with a message once 20 links were tried in an hour, even with a good one', async () => {
    const { token } = await resetLink()
    const address = '192.0.2.60'
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await server.post('set-new-password', { token: `guess-${attempt}-${'x'.repeat(30)}`, password: 'a guessed password' }, { address })).status).toBe(422)
    }
    const blocked = await server.post('set-new-password', { token, password: 'the new password' }, { address })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: 'Too many attempts to set a password. Try again in 60 minutes.' })
    expect((await server.post('set-new-password', { token, password: 'the new password' }, { address: '192.0.2.61' })).status).toBe(200)
  })

  it('works once', async () => {
    const { token } = await resetLink()
    expect((await server.post('set-new-password', { token, password: 'a brand new password' })).status).toBe(200)
    const again = await server.post('set-new-password', { token, password: 'another new password' })
    expect(again.status).toBe(422)
    expect(again.body).toEqual({
      message: 'This link is invalid, expired or already used. Ask for a new one.',
      errors: { token: ['This link is invalid, expired or already used. Ask for a new one.'] },
    })
  })

  it('expires after one hour', async () => {
    const { token } = await resetLink()
    server.clock.advance(HOUR_MS + 1000)
    expect((await server.post('set-new-password', { token, password: 'a brand new password' })).status).toBe(422)
  })

  it('makes older links of the user unusable once one is used', async () => {
    const { user } = await createAccount(server.db)
    await server.post('forget-password', { email: user.email })
    const older = (await mailedLink(user.email)).token
    await server.post('forget-password', { email: user.email })
    const newer = (await mailedLink(user.email)).token
    expect(newer).not.toBe(older)
    expect((await server.post('set-new-password', { token: newer, password: 'a brand new password' })).status).toBe(200)
    expect((await server.post('set-new-password', { token: older, password: 'another new password' })).status).toBe(422)
  })

  it('answers 422 for an unknown token and for a short password, beside the field', async () => {
    expect((await server.post('set-new-password', { token: 'made-up', password: 'a brand new password' })).body.errors).toEqual({
      token: ['This link is invalid, expired or already used. Ask for a new one.'],
    })
    const { token } = await resetLink()
    const short = await server.post('set-new-password', { token, password: 'short' })
    expect(short.status).toBe(422)
    expect(short.body.errors).toEqual({ password: ['Use at least 10 characters'] })
  })

  it('refuses the link of a user deactivated since it was sent', async () => {
    const { user, token } = await resetLink()
    await server.db.update(users).set({ active: false }).where(eq(users.id, user.id))
    expect((await server.post('set-new-password', { token, password: 'a brand new password' })).status).toBe(422)
  })
})

describe('invitations', () => {
  it('mail a set-password link with which the invited user chooses a password and signs in', async () => {
    const { sendInvitation } = await import('./password-links')
    const owner = await createAccount(server.db, { companyName: 'Initech' })
    const { user } = await addMember(server.db, owner.company.id, ['job.view'], { password: null })
    await sendInvitation(server.deps, user, 'Initech')
    const { mail, token } = await mailedLink(user.email)
    expect(mail.subject).toBe("You're invited to Initech on Staffdesk")
    // They land signed in, to their company: the answer is a session, as signing in answers.
    const set = await server.post('set-new-password', { token, password: 'my first password' })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ message: 'Your password has been set and you are signed in.', user: { id: user.id, company_settings: { company_name: 'Initech' } }, permissions: { job: ['view'] } })
    expect((await server.get('user', { token: set.body.token })).body.user.id).toBe(user.id)
    expect((await server.post('login', { email: user.email, password: 'my first password' })).status).toBe(200)
  })
})
