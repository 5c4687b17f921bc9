import type { PasswordInputProps } from '@mantine/core'
import { PASSWORD_MIN_LENGTH } from '@common/session'
import { PasswordField } from './PasswordField'

/**
 * A new password and its confirmation, as signup, set-new-password and My account ask for them;
 * a caller may rename the fields through their props (`label`).
 */
export function NewPasswordFields({
  passwordProps,
  confirmationProps,
}: {
  passwordProps: PasswordInputProps
  confirmationProps: PasswordInputProps
}) {
  return (
    <>
      <PasswordField
        label="Password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        {...passwordProps}
      />
      <PasswordField
        label="Confirmation"
        description="Type the password again"
        autoComplete="new-password"
        {...confirmationProps}
      />
    </>
  )
}
