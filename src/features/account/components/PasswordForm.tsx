import { Button, Group, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { NewPasswordFields } from '@/components/form/NewPasswordFields'
import { PasswordField } from '@/components/form/PasswordField'
import { showServerErrors } from '@/lib/form-errors'
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../account-form'
import { useChangePassword } from '../api/account-mutations'

const FIELDS = ['current_password', 'password', 'password_confirmation']
const EMPTY: ChangePasswordFormValues = { current_password: '', password: '', password_confirmation: '' }

/** A new password, proven by the current one; the server signs the user's other sessions out. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ChangePasswordFormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  })

  const handleSubmit = form.onSubmit(async ({ password_confirmation: _confirmation, ...input }) => {
    if (change.isPending) return
    setFormError(null)
    try {
      const { message } = await change.mutateAsync(input)
      form.reset()
      notify({ color: 'teal', title: 'Password changed', message })
    } catch (failure) {
      setFormError(showServerErrors(form, failure, FIELDS))
    }
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormError message={formError} />
        <PasswordField label="Current password" autoComplete="current-password" {...form.getInputProps('current_password')} />
        <NewPasswordFields
          passwordProps={{ ...form.getInputProps('password'), label: 'New password' }}
          confirmationProps={{ ...form.getInputProps('password_confirmation'), label: 'Confirm new password' }}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
