import { z } from 'zod'

/**
 * Shapes of the session endpoints (contract section 2). One source for the server's
 * validation, the OpenAPI document and the app's types.
 */
export const companySettingsSchema = z.object({
  company_name: z.string(),
  company_logo: z.string().nullable().optional(),
})

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  /** The user's own IANA time zone (contract extension of 16); null: the company's. Absent from servers before it. */
  timezone: z.string().nullable().optional(),
  company_settings: companySettingsSchema,
})

/** Only `active` opens the content layout. */
export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'canceled', 'expired'])

export const subscriptionSchema = z.object({
  status: subscriptionStatusSchema,
  plan: z.string(),
  current_period_end: z.string().nullable(),
})

export const permissionMapSchema = z.record(z.string(), z.array(z.string()))

export const sessionSchema = z.object({
  user: sessionUserSchema,
  subscription: subscriptionSchema.nullable(),
  permissions: permissionMapSchema,
})

export const sessionWithTokenSchema = sessionSchema.extend({ token: z.string() })

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_monthly: z.number(),
  currency: z.string(),
  seats: z.number().int().nullable(),
  features: z.array(z.string()),
})

export const PASSWORD_MIN_LENGTH = 10

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid email address').max(254)
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Use at most 200 characters')

export const loginInputSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email').max(254),
  password: z.string().min(1, 'Enter your password').max(200),
})

export const signupInputSchema = z.object({
  company_name: z.string().trim().min(1, 'Enter your company name').max(120),
  name: z.string().trim().min(1, 'Enter your name').max(120),
  email: emailSchema,
  password: passwordSchema,
})

export const forgetPasswordInputSchema = z.object({ email: emailSchema })

export const setNewPasswordInputSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete'),
  password: passwordSchema,
})

/** POST set-new-password: the user is signed in with the password just set (contract 2, extended). */
export const passwordSetSchema = sessionWithTokenSchema.extend({ message: z.string() })

export const subscribeInputSchema = z.object({ plan: z.string().min(1, 'Choose a plan') })

export type SessionUser = z.infer<typeof sessionUserSchema>
export type Subscription = z.infer<typeof subscriptionSchema>
export type Session = z.infer<typeof sessionSchema>
export type SessionWithToken = z.infer<typeof sessionWithTokenSchema>
export type PasswordSet = z.infer<typeof passwordSetSchema>
export type Plan = z.infer<typeof planSchema>
export type LoginInput = z.infer<typeof loginInputSchema>
export type SignupInput = z.infer<typeof signupInputSchema>
export type ForgetPasswordInput = z.infer<typeof forgetPasswordInputSchema>
export type SetNewPasswordInput = z.infer<typeof setNewPasswordInputSchema>
export type SubscribeInput = z.infer<typeof subscribeInputSchema>

/** Contract section 1: the error body every failed call carries. */
export interface ApiErrorBody {
  message: string
  errors?: Record<string, string[]>
}
