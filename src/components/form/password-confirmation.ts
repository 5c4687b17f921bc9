import { z } from 'zod'
import { passwordSchema } from '@common/session'

/**
 * The check every form asking for a new password twice applies (the confirmation never leaves
 * the browser): `schema.refine(confirmationMatches, confirmationRule)`.
 */

const newPasswordFields = z.object({ password: passwordSchema, password_confirmation: z.string() })

export function confirmationMatches(values: { password: string; password_confirmation: string }): boolean {
  return values.password === values.password_confirmation
}

/** Runs the match check once both password fields are themselves valid, even if others are not. */
export const confirmationRule = {
  message: 'The passwords do not match',
  path: ['password_confirmation'],
  when: (payload: { value: unknown }) => newPasswordFields.safeParse(payload.value).success,
}
