import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { isNotEmpty, useForm } from '@mantine/form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { LoginInput, SessionWithToken } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { showServerErrors } from '@/lib/form-errors'
import { useLoginMutation } from '../api/login'
import { PasswordField } from './PasswordField'

interface LoginFormProps {
  onSignedIn: (session: SessionWithToken) => Promise<void> | void
  /** A note from the previous step, e.g. after setting a new password. */
  notice?: string
}

export function LoginForm({ onSignedIn, notice }: LoginFormProps) {
  const login = useLoginMutation()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    // Login asks only that both fields are filled (the server checks the rest). Plain rules keep
    // zod off the sign-in page's script budget; the messages match `loginInputSchema`.
    validate: { email: isNotEmpty('Enter your email'), password: isNotEmpty('Enter your password') },
  })

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null)
    let session: SessionWithToken
    try {
      session = await login.mutateAsync(values)
    } catch (error) {
      setFormError(showServerErrors(form, error, ['email', 'password']))
      return
    }
    await onSignedIn(session)
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="teal" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <FormError message={formError} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forget-password/" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  )
}
