import { z } from 'zod'
import { passwordSchema, setNewPasswordInputSchema, signupInputSchema } from '@common/session'
import { confirmationMatches, confirmationRule } from '@/components/form/password-confirmation'

/** The forms' values: the API's input plus the confirmation, which never leaves the browser. */
export const signupFormSchema = signupInputSchema
  .extend({ password_confirmation: z.string() })
  .refine(confirmationMatches, confirmationRule)

export const newPasswordFormSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .refine(confirmationMatches, confirmationRule)

export type SignupFormValues = z.infer<typeof signupFormSchema>
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>

/** The reset token from the link, checked by the same rule the API applies. */
export const resetTokenSchema = setNewPasswordInputSchema.shape.token
