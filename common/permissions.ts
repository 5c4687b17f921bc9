/**
 * The permission catalogue (contract section 3), shared by the app and the API server so the
 * menu, the route guards and the server's middleware can never disagree about a name.
 */
export const PERMISSION_CATALOGUE = {
  requisition: ['view', 'add', 'edit', 'delete'],
  requisition_approve: ['allow'],
  job: ['view', 'add', 'edit', 'delete'],
  resume_and_candidates: ['view', 'add', 'edit', 'delete'],
  employee: ['view', 'add', 'edit', 'delete'],
  interview: ['view', 'add', 'edit', 'delete'],
  offer: ['view', 'add', 'edit', 'delete'],
  offer_approve: ['allow'],
  user: ['view', 'add', 'edit', 'delete'],
  role: ['view', 'add', 'edit', 'delete'],
  'user-role': ['view', 'edit'],
  settings: ['allow'],
} as const satisfies Record<string, readonly string[]>

type Catalogue = typeof PERMISSION_CATALOGUE
export type PermissionGroup = keyof Catalogue

/** Every valid `group.action` string, e.g. `'job.view'`. */
export type Permission = {
  [G in PermissionGroup]: `${G}.${Catalogue[G][number]}`
}[PermissionGroup]

/**
 * A feature's access map: each thing a user may do with the feature (list, read, add, …) → the
 * permissions of which any one allows it. One per feature in common/access/, read by its API
 * routes, the menu, the app's `useCan` and the permission matrix test, so they never disagree.
 */
export type AccessMap = Readonly<Record<string, readonly Permission[]>>

/** What the server sends: permission group → the actions the user holds in it. */
export type PermissionMap = Partial<Record<string, readonly string[]>>

export const ALL_PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_CATALOGUE).flatMap(
  ([group, actions]) => actions.map((action) => `${group}.${action}` as Permission),
)

export function isKnownPermission(group: string, action: string): boolean {
  const actions = (PERMISSION_CATALOGUE as Record<string, readonly string[]>)[group]
  return actions !== undefined && actions.includes(action)
}

export interface PermissionSubject {
  is_owner: boolean
  permissions: PermissionMap
}

/**
 * The one permission check (spec section 6): passes for the owner, for an empty or absent
 * list, or when the subject holds at least one of the listed permissions.
 */
export function hasAnyPermission(
  subject: PermissionSubject | null | undefined,
  required?: readonly Permission[] | null,
): boolean {
  if (!required || required.length === 0) return true
  if (!subject) return false
  if (subject.is_owner) return true
  return required.some((permission) => {
    const dot = permission.indexOf('.')
    const group = permission.slice(0, dot)
    const action = permission.slice(dot + 1)
    return subject.permissions[group]?.includes(action) ?? false
  })
}

/** What a permission map grants, as `group.action` strings in catalogue order (unknown ones dropped). */
export function grantedPermissions(map: PermissionMap): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => {
    const dot = permission.indexOf('.')
    return map[permission.slice(0, dot)]?.includes(permission.slice(dot + 1)) ?? false
  })
}

/**
 * The permissions of `granted` beyond what `subject` holds, in catalogue order: what the
 * subject may not grant (contract section 5: nobody grants a permission they do not hold
 * themselves, by editing a role, assigning one or inviting a user with one). None for the owner.
 * `already` lists what the role grants today: keeping those is not granting them.
 */
export function permissionsNotHeld(subject: PermissionSubject, granted: PermissionMap, already: PermissionMap = {}): Permission[] {
  if (subject.is_owner) return []
  const kept = new Set(grantedPermissions(already))
  return grantedPermissions(granted).filter((permission) => !kept.has(permission) && !hasAnyPermission(subject, [permission]))
}
