import type { AccessMap } from '../permissions'

/** Users, roles and who holds which role (contract section 5 and spec section 6's menu). */
export const USER_ACCESS = {
  /** The Users & Permissions page: any of its tabs. */
  page: ['user.view', 'role.add', 'role.view', 'role.edit', 'role.delete', 'user-role.view', 'user-role.edit'],
  list: ['user.view'],
  invite: ['user.add'],
  /** Rename, deactivate and reactivate, resend an invitation. */
  edit: ['user.edit'],
  delete: ['user.delete'],
  /** Give a user another role. */
  changeRole: ['user-role.edit'],
  /** The roles tab and the role a user holds. */
  listRoles: ['role.view', 'user-role.view'],
  addRole: ['role.add'],
  editRole: ['role.edit'],
  deleteRole: ['role.delete'],
} as const satisfies AccessMap
