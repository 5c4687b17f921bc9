import { z } from 'zod'
import { databaseId, idParamSchema, listMetaSchema, listQuerySchema } from './list-query'
import { emailSchema } from './session'

/** Users (contract section 5): one source for the server's validation, the OpenAPI document and the app's forms and types. */

const userName = z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters')
const roleId = databaseId('Choose a role')

export const createUserInputSchema = z.object({
  name: userName,
  email: emailSchema,
  /** Null or absent: the user starts without a role, and so without permissions. */
  role_id: roleId.nullable().default(null),
})

export const updateUserInputSchema = z.object({
  name: userName.optional(),
  active: z.boolean({ error: 'Use true or false' }).optional(),
  role_id: roleId.nullable().optional(),
})

export const USER_SORTS = ['name', 'email', 'created_at', 'last_login_at'] as const
export type UserSortField = (typeof USER_SORTS)[number]
export const USER_DEFAULT_SORT = 'name' satisfies UserSortField

/** Contract section 1's list conventions, plus the user list's own filters. */
export const userListQuerySchema = listQuerySchema(USER_SORTS).extend({
  active: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
  role_id: idParamSchema.shape.id.optional(),
})

export const listedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  active: z.boolean(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** ISO 8601; null until the user first signs in. */
  last_login_at: z.string().nullable(),
  /** True until the user chooses a password through their invitation link. */
  invited: z.boolean(),
})

export const userListSchema = z.object({ data: z.array(listedUserSchema), meta: listMetaSchema })

/** GET `users/seats`: active users against the plan's seats (`limit` null: no limit). */
export const seatUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  plan: z.object({ id: z.string(), name: z.string() }),
})

export type ListedUser = z.infer<typeof listedUserSchema>
export type UserListQuery = z.output<typeof userListQuerySchema>
export type CreateUserInput = z.output<typeof createUserInputSchema>
export type UpdateUserInput = z.output<typeof updateUserInputSchema>
export type UserList = z.infer<typeof userListSchema>
export type SeatUsage = z.infer<typeof seatUsageSchema>
