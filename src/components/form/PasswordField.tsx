import { PasswordInput, type PasswordInputProps } from '@mantine/core'

/**
 * Mantine's PasswordInput with two accessibility fixes: the field reports `aria-invalid` while it
 * shows an error (Mantine leaves it out), and the visibility button is named "Show characters"
 * instead of "Toggle password visibility", which made a label search for "Password" ambiguous.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  )
}
