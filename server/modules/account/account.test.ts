import { accountSchema } from '@common/account'
import { describe, expect, it } from 'vitest'
import { HOUR_MS } from '../../lib/clock'
import { addMember, createAccount, createToken, TEST_PASSWORD } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { createPasswordToken } from '../../platform/session/repository'

const server = useTestServer()

const NEW_PASSWORD = 'a brand new password'
const past = () => new Date(server.clock.now().getTime() - HOUR_MS)

/** A signed-in owner and two more of their sign-ins (another browser, a phone), plus one long expired. */
async function ownerSignedInThrice() {
  const account = await createAccount(server.db)
  const others = [await createToken(server.db, account.user.id), await createToken(server.db, account.user.id)]
  await createToken(server.db, account.user.id, past())
  return { ...account, others }
}

const signedIn = async (token: string) => (await server.get('user', { token })).status === 200

describe('GET account', () => {
  it('answers the caller’s name, email and how many other unexpired sessions they have', async () => {
    const { user, token } = await ownerSignedInThrice()
    const response = await server.get('account', { token })
    expect(response.status).toBe(200)
    expect(accountSchema.parse(response.body)).toEqual({ name: user.name, email: user.email, other_sessions: 2, timezone: null })
  })

  it('answers a user whose company has no active subscription', async () => {
    const { token } = await createAccount(server.db, { subscription: { status: 'past_due' } })
    expect((await server.get('account', { token })).status).toBe(200)
  })

  it.each([
    ['GET', 'account'],
    ['PATCH', 'account'],
    ['POST', 'account/password'],
    ['POST', 'account/sign-out-others'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const response = await server.api(method, path, method === 'GET' ? undefined : {})
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Sign in to continue')
  })
})

describe('PATCH account', () => {
  it('renames the caller, trimmed, and the session shows the new name', async () => {
    const { token } = await createAccount(server.db)
    const response = await server.patch('account', { name: '  Dana R. Reyes ' }, { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ name: 'Dana R. Reyes', other_sessions: 0 })
    expect((await server.get('user', { token })).body.user.name).toBe('Dana R. Reyes')
  })

  it.each([
    ['empty', '   ', 'Enter your name'],
    ['missing', undefined, 'This field is required'],
    ['too long', 'x'.repeat(121), expect.stringMatching(/120/)],
  ])('answers 422 on name when it is %s, and keeps the old name', async (_, name, message) => {
    const { user, token } = await createAccount(server.db)
    const response = await server.patch('account', name === undefined ? {} : { name }, { token })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ name: [message] })
    expect((await server.get('account', { token })).body.name).toBe(user.name)
  })

  it('changes only the caller, whoever else is in the company', async () => {
    const owner = await createAccount(server.db)
    const member = await addMember(server.db, owner.company.id, [])
    await server.patch('account', { name: 'Renamed Member' }, { token: member.token })
    expect((await server.get('account', { token: owner.token })).body.name).toBe(owner.user.name)
  })
})

describe('POST account/password', () => {
  it('answers 422 on current_password when it is wrong, and changes nothing', async () => {
    const { user, token, others } = await ownerSignedInThrice()
    const response = await server.post('account/password', { current_password: 'not my password', password: NEW_PASSWORD }, { token })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      message: 'The current password is incorrect',
      errors: { current_password: ['The current password is incorrect'] },
    })
    expect(await signedIn(token)).toBe(true)
    expect(await signedIn(others[0]!)).toBe(true)
    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('checks the new password with the signup rules', async () => {
    const { token } = await createAccount(server.db)
    const response = await server.post('account/password', { current_password: '', password: 'short' }, { token })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      current_password: ['Enter your current password'],
      password: ['Use at least 10 characters'],
    })
  })

  it('sets the new password and signs out every other session, but not this one', async () => {
    const { user, token, others } = await ownerSignedInThrice()
    const colleague = await addMember(server.db, user.companyId, [])
    const response = await server.post('account/password', { current_password: TEST_PASSWORD, password: NEW_PASSWORD }, { token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Your password has been changed. Your other sessions have been signed out.' })

    expect(await signedIn(token)).toBe(true)
    for (const other of others) {
      const refused = await server.get('user', { token: other })
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBe('Your session has ended. Sign in again.')
    }
    expect(await signedIn(colleague.token)).toBe(true)
    expect((await server.get('account', { token })).body.other_sessions).toBe(0)

    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await server.post('login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('voids a reset link mailed before the change', async () => {
    const { user, token } = await createAccount(server.db)
    const expiresAt = new Date(server.clock.now().getTime() + HOUR_MS)
    const link = await createPasswordToken(server.db, { userId: user.id, purpose: 'reset', expiresAt })
    await server.post('account/password', { current_password: TEST_PASSWORD, password: NEW_PASSWORD }, { token })
    const reset = await server.post('set-new-password', { token: link, password: 'yet another password' })
    expect(reset.status).toBe(422)
    expect(Object.keys(reset.body.errors)).toEqual(['token'])
  })

  it('limits wrong current passwords: 429 after five, whatever the address, until the window passes', async () => {
    const { token } = await createAccount(server.db)
    const wrong = { current_password: 'not my password', password: NEW_PASSWORD }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await server.post('account/password', wrong, { token })).status).toBe(422)
    }
    const blocked = await server.post('account/password', { current_password: TEST_PASSWORD, password: NEW_PASSWORD }, { token })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many wrong passwords. Try again in 15 minutes.')

    server.clock.advance(15 * 60_000)
    expect((await server.post('account/password', { current_password: TEST_PASSWORD, password: NEW_PASSWORD }, { token })).status).toBe(200)
  })

  it('does not count successful changes against the limit', async () => {
    const { token } = await createAccount(server.db)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const change = { current_password: TEST_PASSWORD, password: TEST_PASSWORD }
      expect((await server.post('account/password', change, { token })).status).toBe(200)
    }
  })
})

describe('POST account/sign-out-others', () => {
  it('signs out the other sessions, counting those that were usable, and keeps this one', async () => {
    const { token, others } = await ownerSignedInThrice()
    const response = await server.post('account/sign-out-others', undefined, { token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ signed_out: 2 })
    expect(await signedIn(token)).toBe(true)
    for (const other of others) expect(await signedIn(other)).toBe(false)
    expect((await server.get('account', { token })).body.other_sessions).toBe(0)
    expect((await server.post('account/sign-out-others', undefined, { token })).body).toEqual({ signed_out: 0 })
  })
})
