import { z } from 'zod'
import { changePasswordInputSchema } from '@common/account'
import { confirmationMatches, confirmationRule } from '@/components/form/password-confirmation'

/** The password form's values: the API's input plus the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ password_confirmation: z.string() })
  .refine(confirmationMatches, confirmationRule)

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>

/** "2 other sessions are signed in", or that there are none. */
export function otherSessionsText(count: number): string {
  if (count === 0) return 'No other session is signed in.'
  return count === 1 ? '1 other session is signed in.' : `${count} other sessions are signed in.`
}
