import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { idParamSchema } from '@common/list-query'
import { validate } from '../../http/validation'
import { requireAuth } from '../../middleware/auth'
import { requirePermission } from '../../middleware/require-permission'
import { requireActiveSubscription } from '../../middleware/require-subscription'
import { documented } from '../openapi/describe'
import { createRole, deleteRole, findRole, listRoles, updateRole } from './repository'
import { createRoleInputSchema, roleListSchema, roleSchema, updateRoleInputSchema } from '@common/roles'

const tag = 'Roles'

/** Contract section 5: a company's roles and the permission sets they grant. */
export const roleRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: 'List roles with how many users hold each',
      tag,
      access: 'subscribed',
      permissions: ['role.view', 'user-role.view'],
      success: { status: 200, schema: roleListSchema },
    }),
    requireAuth,
    requireActiveSubscription,
    requirePermission('role.view', 'user-role.view'),
    async (c) => c.json({ data: await listRoles(c.var.scope) }),
  )

  .post(
    '/',
    documented({
      summary: 'Create a role',
      description: 'Permissions are checked against the catalogue: an unknown group or action is a 422 naming it.',
      tag,
      access: 'subscribed',
      permissions: ['role.add'],
      success: { status: 201, schema: roleSchema },
      errors: [409, 422],
    }),
    requireAuth,
    requireActiveSubscription,
    requirePermission('role.add'),
    validate('json', createRoleInputSchema),
    async (c) => c.json(await createRole(c.var.scope, c.req.valid('json')), 201),
  )

  .patch(
    '/:id',
    documented({
      summary: 'Rename a role or change its permissions',
      description: 'Users holding the role get the new permissions on their next request.',
      tag,
      access: 'subscribed',
      permissions: ['role.edit'],
      success: { status: 200, schema: roleSchema },
      errors: [404, 409, 422],
    }),
    requireAuth,
    requireActiveSubscription,
    requirePermission('role.edit'),
    validate('param', idParamSchema),
    validate('json', updateRoleInputSchema),
    async (c) => {
      const { scope, deps } = c.var
      const { id } = c.req.valid('param')
      const changes = c.req.valid('json')
      const role = Object.keys(changes).length === 0 ? await findRole(scope, id) : await updateRole(scope, id, changes, deps.clock.now())
      return c.json(role)
    },
  )

  .delete(
    '/:id',
    documented({
      summary: 'Delete a role no user holds',
      tag,
      access: 'subscribed',
      permissions: ['role.delete'],
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    requireAuth,
    requireActiveSubscription,
    requirePermission('role.delete'),
    validate('param', idParamSchema),
    async (c) => {
      await deleteRole(c.var.scope, c.req.valid('param').id)
      return c.body(null, 204)
    },
  )
