import {
  forgetPasswordInputSchema,
  loginInputSchema,
  setNewPasswordInputSchema,
  signupInputSchema,
  sessionSchema,
  passwordSetSchema,
  sessionWithTokenSchema,
} from '@common/session'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../http/context'
import { ApiError, fieldError, isUniqueViolation, unauthorized } from '../../lib/errors'
import { validate } from '../../http/validation'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords'
import { hashSecretToken } from '../../lib/secret-tokens'
import { endpointsFor, messageSchema } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { sessionBody } from './auth-session'
import { sendPasswordLink } from './password-links'
import { limitAttempts } from './rate-limits'
import {
  consumePasswordToken,
  createCompanyWithOwner,
  expireOtherPasswordTokens,
  findSessionByTokenHash,
  findUserByEmail,
  findUsablePasswordToken,
  issueApiToken,
  recordSignIn,
  revokeAllApiTokens,
  revokeApiToken,
  setPassword,
  toAuthSession,
} from './repository'

const EMAIL_TAKEN = 'An account with this email already exists'
const LINK_UNUSABLE = 'This link is invalid, expired or already used. Ask for a new one.'

/** A new token for the user and the session it opens, as login and signup answer it. */
async function startSession(deps: AppDeps, userId: number) {
  const now = deps.clock.now()
  const token = await issueApiToken(deps.db, userId, now)
  const row = await findSessionByTokenHash(deps.db, hashSecretToken(token))
  if (!row) throw new Error('The new session was not found')
  return { ...sessionBody(toAuthSession(row, now)), token }
}

const endpoint = endpointsFor({ tag: 'Session', access: 'public' })

/** Contract section 2. */
export const sessionRoutes = new Hono<AppEnv>()
  .post(
    '/signup',
    endpoint({
      summary: 'Sign up: a new company and its owner, signed in',
      description: 'At most 10 an hour from one client address (429 with Retry-After).',
      success: { status: 201, schema: sessionWithTokenSchema },
      errors: [409, 422, 429],
    }),
    validate('json', signupInputSchema),
    async (c) => {
      const { deps } = c.var
      const input = c.req.valid('json')
      // Before the password's hash, which is what makes a sign-up costly.
      await limitAttempts(c, 'signup')
      if (await findUserByEmail(deps.db, input.email)) throw fieldError(409, 'email', EMAIL_TAKEN)
      const passwordHash = await hashPassword(input.password)
      let created: { userId: number }
      try {
        created = await createCompanyWithOwner(deps.db, {
          companyName: input.company_name,
          name: input.name,
          email: input.email,
          passwordHash,
        })
      } catch (error) {
        // The same address signing up twice at once.
        if (isUniqueViolation(error, 'users_email_unique')) throw fieldError(409, 'email', EMAIL_TAKEN)
        throw error
      }
      await recordSignIn(deps.db, created.userId, deps.clock.now())
      return c.json(await startSession(deps, created.userId), 201)
    },
  )

  .post(
    '/login',
    endpoint({
      summary: 'Sign in with email and password',
      description:
        'Failed attempts are limited per client address, per account from one address, and per account for a ' +
        'minute (429 with Retry-After); a successful sign-in does not count.',
      success: { schema: sessionWithTokenSchema },
      errors: [401, 403, 422, 429],
    }),
    validate('json', loginInputSchema),
    async (c) => {
      const { deps } = c.var
      const { email, password } = c.req.valid('json')
      const attempt = await limitAttempts(c, 'login', email.toLowerCase())
      const user = await findUserByEmail(deps.db, email)
      // Unknown addresses and invited users without a password cost the same hashing time.
      const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password)
      if (!user || !valid) throw unauthorized('The email or password is incorrect')
      await attempt.refund()
      if (!user.active) throw new ApiError(403, 'Your account has been deactivated. Ask your company owner for access.')
      await recordSignIn(deps.db, user.id, deps.clock.now())
      return c.json(await startSession(deps, user.id))
    },
  )

  .get('/user', endpoint({ summary: 'The signed-in user, their subscription and permissions', access: 'signed-in', success: { schema: sessionSchema } }), (c) =>
    c.json(sessionBody(c.var.auth)),
  )

  .post('/logout', endpoint({ summary: 'Sign out: revokes this token', access: 'signed-in', success: { status: 204, schema: null } }), async (c) =>
    noContent(c, revokeApiToken(c.var.deps.db, c.var.auth.tokenId)),
  )

  .post(
    '/forget-password',
    endpoint({
      summary: 'Mail a single-use link to set a new password',
      description: 'Answers the same whether or not the email has an account.',
      success: { schema: messageSchema },
      errors: [422, 429],
    }),
    validate('json', forgetPasswordInputSchema),
    async (c) => {
      const { deps } = c.var
      const { email } = c.req.valid('json')
      await limitAttempts(c, 'forgetPassword', email)
      const user = await findUserByEmail(deps.db, email)
      if (user?.active) await sendPasswordLink(deps, user, 'reset')
      // The same answer whether or not the address has an account.
      return c.json({ message: 'If an account uses this email, a link to set a new password is on its way. It works once, within 1 hour.' })
    },
  )

  .post(
    '/set-new-password',
    endpoint({
      summary: 'Set a new password with the token of a mailed link',
      description:
        'Every other session of the user ends, and the answer starts a new one (the session and its token, as sign-in answers), ' +
        'so an invited user lands signed in. Limited per client address (429 with Retry-After).',
      success: { schema: passwordSetSchema },
      errors: [422, 429],
    }),
    validate('json', setNewPasswordInputSchema),
    async (c) => {
      const { deps } = c.var
      const { token, password } = c.req.valid('json')
      await limitAttempts(c, 'setNewPassword')
      const holder = await findUsablePasswordToken(deps.db, token, deps.clock.now())
      if (!holder?.active) throw fieldError(422, 'token', LINK_UNUSABLE)
      const passwordHash = await hashPassword(password)
      const userId = await deps.db.transaction(async (tx) => {
        const now = deps.clock.now()
        const used = await consumePasswordToken(tx, token, now)
        if (!used) return null
        await setPassword(tx, used.userId, passwordHash, now)
        await expireOtherPasswordTokens(tx, used.userId, now)
        // Whoever held the old password is signed out everywhere.
        await revokeAllApiTokens(tx, used.userId)
        return used.userId
      })
      if (userId === null) throw fieldError(422, 'token', LINK_UNUSABLE)
      await recordSignIn(deps.db, userId, deps.clock.now())
      return c.json({ message: 'Your password has been set and you are signed in.', ...(await startSession(deps, userId)) })
    },
  )
