import { z } from 'zod'
import { passwordSchema, setNewPasswordInputSchema, signupInputSchema } from '@common/session'

const PASSWORDS_DIFFER = 'The passwords do not match'

/** The form's values: the API's input plus the confirmation, which never leaves the browser. */
const newPasswordFields = z.object({ password: passwordSchema, password_confirmation: z.string() })

function confirmationMatches(values: { password: string; password_confirmation: string }): boolean {
  return values.password === values.password_confirmation
}

/** Runs the match check once both password fields are themselves valid, even if others are not. */
const confirmationRule = {
  message: PASSWORDS_DIFFER,
  path: ['password_confirmation'],
  when: (payload: { value: unknown }) => newPasswordFields.safeParse(payload.value).success,
}

export const signupFormSchema = signupInputSchema
  .extend({ password_confirmation: z.string() })
  .refine(confirmationMatches, confirmationRule)

export const newPasswordFormSchema = newPasswordFields.refine(confirmationMatches, confirmationRule)

export type SignupFormValues = z.infer<typeof signupFormSchema>
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>

/** The reset token from the link, checked by the same rule the API applies. */
export const resetTokenSchema = setNewPasswordInputSchema.shape.token
