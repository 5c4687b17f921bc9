import { z } from 'zod'
import { passwordSchema, signupInputSchema } from './session'
import { timeZoneSchema } from './settings'

/**
 * Shapes of "My account" (the signed-in user's own name, password and sessions). One source for
 * the server's validation, the OpenAPI document and the app's forms.
 */
export const accountSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** The user's other unexpired sign-ins (browsers, devices), not counting this one. */
  other_sessions: z.number().int(),
  /** The user's own IANA time zone for their mails and the interview panel picker (contract extension of 16); null: the company's. */
  timezone: z.string().nullable(),
})

/** The name: the same rule as at signup. An empty change is refused on `name` rather than changing nothing. */
export const updateAccountInputSchema = z
  .object({
    name: signupInputSchema.shape.name.optional(),
    /** Null goes back to the company's zone. */
    timezone: timeZoneSchema.nullable().optional(),
  })
  .refine((input) => input.name !== undefined || input.timezone !== undefined, { path: ['name'], message: 'This field is required' })

export const changePasswordInputSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(200, 'Use at most 200 characters'),
  password: passwordSchema,
})

export const signOutOthersResultSchema = z.object({ signed_out: z.number().int() })

export type Account = z.infer<typeof accountSchema>
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>
export type SignOutOthersResult = z.infer<typeof signOutOthersResultSchema>
