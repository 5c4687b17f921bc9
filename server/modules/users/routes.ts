import { USER_ACCESS } from '@common/access/users'
import { hasAnyPermission, type Permission } from '@common/permissions'
import { Hono } from 'hono'
import { users } from '../../db/schema/users'
import type { AppEnv } from '../../http/context'
import { conflict, fieldError, forbidden } from '../../lib/errors'
import { idParamSchema } from '@common/list-query'
import { validate } from '../../http/validation'
import { endpointsFor } from '../../http/endpoint'
import { assertMayGrant } from '../../middleware/guards'
import { resendInvitation, sendInvitation } from '../../platform/session/password-links'
import { limitAttempts } from '../../platform/session/rate-limits'
import { assertSeatAvailable, createInvitedUser, deleteUser, findCompanyRolePermissions, findListedUser, listUsers, seatUsage, updateUser } from './repository'
import { createUserInputSchema, listedUserSchema, seatUsageSchema, updateUserInputSchema, userListQuerySchema, userListSchema } from '@common/users'

const endpoint = endpointsFor({ tag: 'Users', access: 'subscribed' })

/** The seats show on the users tab and beside "Invite user". */
const SEATS_PERMISSIONS = [...USER_ACCESS.list, ...USER_ACCESS.invite]

/** Contract section 5: the company's staff accounts. */
export const userRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({ summary: 'List users (paged, searchable by name or email)', permissions: USER_ACCESS.list, success: { schema: userListSchema }, errors: [422] }),
    validate('query', userListQuerySchema),
    async (c) => c.json(await listUsers(c.var.scope, c.req.valid('query'))),
  )

  .get(
    '/seats',
    endpoint({
      summary: 'Seats used against the plan',
      description: 'Active users (the owner included) and the seats of the company’s plan; `limit` is null when the plan has no limit.',
      permissions: SEATS_PERMISSIONS,
      success: { schema: seatUsageSchema },
    }),
    async (c) => c.json(await seatUsage(c.var.scope)),
  )

  .post(
    '/',
    endpoint({
      summary: 'Invite a user',
      description:
        'The new user gets a mail with a single-use link to choose their password (valid 3 days). A role granting ' +
        'a permission the caller does not hold is a 403 naming it (the owner may give any). At most 50 invitations ' +
        'an hour from one user and 100 from one company, resent ones included (429 with Retry-After).',
      permissions: USER_ACCESS.invite,
      success: { status: 201, schema: listedUserSchema },
      errors: [409, 422, 429],
    }),
    validate('json', createUserInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const input = c.req.valid('json')
      assertMayGrant(auth, await findCompanyRolePermissions(scope, input.role_id))
      await assertSeatAvailable(scope)
      await limitAttempts(c, 'invite', String(auth.user.id), auth.company.id)
      // The invitation mail leaves only if the user is stored, and the user only with the mail queued.
      const user = await scope.transaction(async (tx) => {
        const created = await createInvitedUser(tx, { name: input.name, email: input.email, roleId: input.role_id })
        await sendInvitation(deps, created, auth.company.name, tx.db)
        return created
      })
      return c.json(await findListedUser(scope, user.id), 201)
    },
  )

  .post(
    '/:id/resend-invitation',
    endpoint({
      summary: 'Send an invitation again',
      description:
        'A new single-use link to choose a password; links sent before stop working. 409 once the user has set a password. ' +
        'Counts against the invitations an hour of the user and of the company (429 with Retry-After).',
      permissions: USER_ACCESS.invite,
      success: { schema: listedUserSchema },
      errors: [404, 409, 422, 429],
    }),
    validate('param', idParamSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { id } = c.req.valid('param')
      const target = await scope.find(users, id, 'User')
      if (target.passwordHash !== null) throw conflict(`${target.name} has already set a password and can sign in.`)
      // The link would be refused: a deactivated user cannot set a password.
      if (!target.active) throw conflict(`${target.name} is deactivated. Reactivate them before sending the invitation again.`)
      await limitAttempts(c, 'invite', String(auth.user.id), auth.company.id)
      await resendInvitation(deps, target, auth.company.name)
      return c.json(await findListedUser(scope, id))
    },
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Rename, (de)activate or change the role of a user',
      description:
        'Name and active need user.edit; a new role_id needs user-role.edit. The owner cannot be deactivated and keeps ' +
        'every permission whatever the role. Deactivating signs the user out at once. Nobody but the owner changes ' +
        'their own role or gives a role granting a permission they do not hold themselves (403 naming it).',
      permissions: [...USER_ACCESS.edit, ...USER_ACCESS.changeRole],
      success: { schema: listedUserSchema },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', updateUserInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const target = await scope.find(users, id, 'User')

      // Only what actually changes needs a permission, so a form may send every field back.
      const changes = {
        ...(input.name !== undefined && input.name !== target.name ? { name: input.name } : {}),
        ...(input.active !== undefined && input.active !== target.active ? { active: input.active } : {}),
        ...(input.role_id !== undefined && input.role_id !== target.roleId ? { roleId: input.role_id } : {}),
      }
      const caller = { is_owner: auth.user.isOwner, permissions: auth.permissions }
      const needs = (required: readonly Permission[], what: string) => {
        if (!hasAnyPermission(caller, required)) throw forbidden(`${what} needs the ${required.join(' or ')} permission`)
      }
      if ('name' in changes || 'active' in changes) needs(USER_ACCESS.edit, 'Editing a user')
      if ('roleId' in changes) needs(USER_ACCESS.changeRole, 'Changing a user’s role')

      if (target.isOwner && changes.active === false) throw fieldError(422, 'active', 'The company owner cannot be deactivated')
      if (target.isOwner && 'roleId' in changes) {
        throw fieldError(422, 'role_id', 'The company owner always holds every permission; their role cannot be changed')
      }
      if (target.id === auth.user.id && changes.active === false) {
        throw fieldError(422, 'active', 'You cannot deactivate your own account')
      }
      if (target.id === auth.user.id && 'roleId' in changes) throw forbidden('You cannot change your own role')
      if (changes.roleId !== undefined) assertMayGrant(auth, await findCompanyRolePermissions(scope, changes.roleId))
      if (changes.active === true) await assertSeatAvailable(scope)

      if (Object.keys(changes).length > 0) await updateUser(scope, id, changes, deps.clock.now())
      return c.json(await findListedUser(scope, id))
    },
  )

  .delete(
    '/:id',
    endpoint({
      summary: 'Delete a user',
      description: 'Never the owner, and never yourself.',
      permissions: USER_ACCESS.delete,
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    async (c) => {
      const { scope, auth } = c.var
      const { id } = c.req.valid('param')
      const target = await scope.find(users, id, 'User')
      if (target.isOwner) throw conflict('The company owner cannot be deleted')
      if (target.id === auth.user.id) throw conflict('You cannot delete your own account')
      await deleteUser(scope, id)
      return c.body(null, 204)
    },
  )
