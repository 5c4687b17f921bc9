import { PERMISSION_CATALOGUE, type PermissionGroup } from './permissions'
import { z } from 'zod'

/** Roles (contract sections 3 and 5): one source for the server's validation, the OpenAPI document and the app's forms and types. */

type Catalogue = typeof PERMISSION_CATALOGUE
type GroupActionsSchema<G extends PermissionGroup> = z.ZodOptional<z.ZodArray<z.ZodEnum<{ [A in Catalogue[G][number]]: A }>>>

function groupActions<G extends PermissionGroup>(group: G): GroupActionsSchema<G> {
  const actions = PERMISSION_CATALOGUE[group]
  return z
    .array(
      z.enum(actions, {
        error: (issue) => `Unknown action "${String(issue.input)}" in ${group}; allowed: ${actions.join(', ')}`,
      }),
      { error: `List the actions of ${group}, e.g. ["${actions[0]}"]` },
    )
    .optional() as GroupActionsSchema<G>
}

const groupShapes = Object.fromEntries(
  (Object.keys(PERMISSION_CATALOGUE) as PermissionGroup[]).map((group) => [group, groupActions(group)]),
) as unknown as { [G in PermissionGroup]: GroupActionsSchema<G> }

/**
 * A role's permission set, checked against the catalogue (contract section 3): an unknown
 * group or action is a 422 naming it. Actions are stored once each, in catalogue order.
 */
export const rolePermissionsSchema = z
  .strictObject(groupShapes, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown permission group ${issue.keys.map((key) => `"${key}"`).join(', ')}`
      // Absent: the shared "This field is required".
      return issue.input === undefined ? undefined : 'Permissions must be an object of group: [actions]'
    },
  })
  .transform((permissions) => {
    const normalised: Record<string, string[]> = {}
    for (const [group, actions] of Object.entries(PERMISSION_CATALOGUE)) {
      const held = permissions[group as PermissionGroup] as readonly string[] | undefined
      const kept = actions.filter((action) => held?.includes(action))
      if (kept.length > 0) normalised[group] = kept
    }
    return normalised
  })

const roleName = z.string({ error: 'Enter a role name' }).trim().min(1, 'Enter a role name').max(80, 'Use at most 80 characters')

export const createRoleInputSchema = z.object({
  name: roleName,
  permissions: rolePermissionsSchema,
})

export const updateRoleInputSchema = createRoleInputSchema.partial()

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  user_count: z.number().int(),
})

export const roleListSchema = z.object({ data: z.array(roleSchema) })

export type Role = z.infer<typeof roleSchema>
export type RolePermissions = z.output<typeof rolePermissionsSchema>
export type CreateRoleInput = z.output<typeof createRoleInputSchema>
export type UpdateRoleInput = z.output<typeof updateRoleInputSchema>
