import { hasAnyPermission, type Permission } from '@common/permissions'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, AuthEnv } from '../http/context'
import { forbidden } from '../http/errors'

/**
 * Declared next to each route after `requireAuth`: passes for the owner or a holder of any one
 * of the listed permissions (the same check the app's menu uses), else 403.
 *
 *   .get('/', requireAuth, requirePermission('role.view', 'user-role.view'), handler)
 */
export function requirePermission(...required: Permission[]) {
  return createMiddleware<AppEnv & AuthEnv>(async (c, next) => {
    const { user, permissions } = c.var.auth
    if (!hasAnyPermission({ is_owner: user.isOwner, permissions }, required)) throw forbidden()
    await next()
  })
}
