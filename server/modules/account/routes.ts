import { accountSchema, changePasswordInputSchema, signOutOthersResultSchema, updateAccountInputSchema } from '@common/account'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor, messageSchema } from '../../http/endpoint'
import { fieldError } from '../../lib/errors'
import { validate } from '../../http/validation'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { limitAttempts } from '../../platform/session/rate-limits'
import { expireOtherPasswordTokens, setPassword } from '../../platform/session/repository'
import { findAccount, findPasswordHash, revokeOtherApiTokens, updateOwnAccount } from './repository'

const endpoint = endpointsFor({ tag: 'Account', access: 'signed-in' })

/**
 * "My account": the signed-in user's own name, password and sign-ins. Any signed-in user, with
 * or without a subscription, so a lapsed company's user can still change a compromised password.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get('/', endpoint({ summary: 'Your own name, email and how many other sessions are signed in', success: { schema: accountSchema } }), async (c) => {
    const { deps, auth } = c.var
    return c.json(await findAccount(deps.db, auth.user.id, auth.tokenId, deps.clock.now()))
  })

  .patch(
    '/',
    endpoint({
      summary: 'Change your own name or time zone',
      description: 'Send what changes. `timezone` is an IANA name (times in your mails and the interview panel picker use it); null uses the company’s.',
      success: { schema: accountSchema },
      errors: [422],
    }),
    validate('json', updateAccountInputSchema),
    async (c) => {
      const { deps, auth } = c.var
      const now = deps.clock.now()
      await updateOwnAccount(deps.db, auth.user.id, c.req.valid('json'), now)
      return c.json(await findAccount(deps.db, auth.user.id, auth.tokenId, now))
    },
  )

  .post(
    '/password',
    endpoint({
      summary: 'Change your password',
      description:
        'Needs the current password (wrong attempts are rate-limited). Signs out every other session of the user and ' +
        'voids their unused set-password links; this session stays signed in.',
      success: { schema: messageSchema },
      errors: [422, 429],
    }),
    validate('json', changePasswordInputSchema),
    async (c) => {
      const { deps, auth } = c.var
      const { current_password, password } = c.req.valid('json')
      const attempt = await limitAttempts(c, 'changePassword', String(auth.user.id))
      const stored = await findPasswordHash(deps.db, auth.user.id)
      // A 422 on the field, never a 401: the caller is signed in, only the password is wrong.
      if (!stored || !(await verifyPassword(current_password, stored))) {
        throw fieldError(422, 'current_password', 'The current password is incorrect')
      }
      await attempt.refund()
      const passwordHash = await hashPassword(password)
      await deps.db.transaction(async (tx) => {
        const now = deps.clock.now()
        await setPassword(tx, auth.user.id, passwordHash, now)
        await expireOtherPasswordTokens(tx, auth.user.id, now)
        // Whoever else knew the old password is signed out; whoever changed it is not.
        await revokeOtherApiTokens(tx, auth.user.id, auth.tokenId, now)
      })
      return c.json({ message: 'Your password has been changed. Your other sessions have been signed out.' })
    },
  )

  .post(
    '/sign-out-others',
    endpoint({
      summary: 'Sign out every other session',
      description: 'Revokes every token of the user but the one making this call; answers how many sessions were signed out.',
      success: { schema: signOutOthersResultSchema },
    }),
    async (c) => {
      const { deps, auth } = c.var
      return c.json({ signed_out: await revokeOtherApiTokens(deps.db, auth.user.id, auth.tokenId, deps.clock.now()) })
    },
  )
