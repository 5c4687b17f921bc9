import { USER_ACCESS } from '@common/access/users'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { idParamSchema } from '@common/list-query'
import { validate } from '../../http/validation'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { forbidden } from '../../lib/errors'
import { assertMayGrant } from '../../middleware/guards'
import { grantedPermissions } from '@common/permissions'
import { createRole, deleteRole, findRole, listRoles, updateRole } from './repository'
import { createRoleInputSchema, roleListSchema, roleSchema, updateRoleInputSchema } from '@common/roles'

const endpoint = endpointsFor({ tag: 'Roles', access: 'subscribed' })

/** Contract section 5: a company's roles and the permission sets they grant. */
export const roleRoutes = new Hono<AppEnv>()
  .get('/', endpoint({ summary: 'List roles with how many users hold each', permissions: USER_ACCESS.listRoles, success: { schema: roleListSchema } }), async (c) =>
    c.json({ data: await listRoles(c.var.scope) }),
  )

  .post(
    '/',
    endpoint({
      summary: 'Create a role',
      description:
        'Permissions are checked against the catalogue: an unknown group or action is a 422 naming it. ' +
        'A permission the caller does not hold is a 403 naming it (the owner may grant any).',
      permissions: USER_ACCESS.addRole,
      planFeature: 'roles',
      success: { status: 201, schema: roleSchema },
      errors: [409, 422],
    }),
    validate('json', createRoleInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      assertMayGrant(c.var.auth, input.permissions)
      return c.json(await createRole(c.var.scope, input), 201)
    },
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Rename a role or change its permissions',
      description:
        'Users holding the role get the new permissions on their next request. Nobody but the owner changes the ' +
        'permissions of the role they hold, or adds a permission they do not hold themselves (403 naming it).',
      permissions: USER_ACCESS.editRole,
      planFeature: 'roles',
      success: { schema: roleSchema },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', updateRoleInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { id } = c.req.valid('param')
      const changes = c.req.valid('json')
      if (changes.permissions !== undefined) {
        const stored = await findRole(scope, id)
        const changed = grantedPermissions(stored.permissions).join() !== grantedPermissions(changes.permissions).join()
        if (changed && auth.role?.id === id && !auth.user.isOwner) throw forbidden('You cannot change the permissions of your own role')
        assertMayGrant(auth, changes.permissions, stored.permissions)
      }
      const role = Object.keys(changes).length === 0 ? await findRole(scope, id) : await updateRole(scope, id, changes, deps.clock.now())
      return c.json(role)
    },
  )

  .delete(
    '/:id',
    endpoint({
      summary: 'Delete a role no user holds',
      permissions: USER_ACCESS.deleteRole,
      planFeature: 'roles',
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    async (c) => noContent(c, deleteRole(c.var.scope, c.req.valid('param').id)),
  )
