import { Button, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import type { PasswordSet } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { NewPasswordFields } from '@/components/form/NewPasswordFields'
import { showServerErrors } from '@/lib/form-errors'
import { useSetNewPasswordMutation } from '../api/set-new-password'
import { newPasswordFormSchema, type NewPasswordFormValues } from '../schemas'

interface SetNewPasswordFormProps {
  token: string
  /** The password is set and a session started: the user is signed in. */
  onPasswordSet: (result: PasswordSet) => Promise<void> | void
}

export function SetNewPasswordForm({ token, onPasswordSet }: SetNewPasswordFormProps) {
  const setNewPassword = useSetNewPasswordMutation()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<NewPasswordFormValues>({
    initialValues: { password: '', password_confirmation: '' },
    validate: schemaResolver(newPasswordFormSchema, { sync: true }),
  })

  const handleSubmit = form.onSubmit(async ({ password }) => {
    setFormError(null)
    let result: PasswordSet
    try {
      result = await setNewPassword.mutateAsync({ token, password })
    } catch (error) {
      // A refused token is no field of this form, so its message lands in the alert.
      setFormError(showServerErrors(form, error, ['password']))
      return
    }
    await onPasswordSet(result)
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmationProps={form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          Set new password
        </Button>
      </Stack>
    </form>
  )
}
