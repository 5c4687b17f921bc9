import { Alert, Button, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { forgetPasswordInputSchema, type ForgetPasswordInput } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { showServerErrors } from '@/lib/form-errors'
import { useForgetPasswordMutation } from '../api/forget-password'

export function ForgetPasswordForm() {
  const forgetPassword = useForgetPasswordMutation()
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm<ForgetPasswordInput>({
    initialValues: { email: '' },
    validate: schemaResolver(forgetPasswordInputSchema, { sync: true }),
  })

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null)
    setSent(null)
    try {
      const { message } = await forgetPassword.mutateAsync({ email: values.email.trim() })
      setSent(message)
    } catch (error) {
      setFormError(showServerErrors(form, error, ['email']))
    }
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {sent && (
          <Alert color="teal" variant="light" role="status">
            {sent}
          </Alert>
        )}
        <FormError message={formError} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={form.submitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  )
}
