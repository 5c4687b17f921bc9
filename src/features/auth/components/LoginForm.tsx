import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { isNotEmpty, useField } from '@mantine/form'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { SessionWithToken } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { PasswordField } from '@/components/form/PasswordField'
import { showServerErrors } from '@/lib/form-errors'
import { login } from '../api/login'

interface LoginFormProps {
  onSignedIn: (session: SessionWithToken) => Promise<void> | void
  /** A note from the previous step, e.g. after setting a new password. */
  notice?: string
}

export function LoginForm({ onSignedIn, notice }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // Login asks only that both fields are filled (the server judges the rest). Mantine form's
  // `useField` covers that for about 1 kB of script where `useForm` costs about 6 kB, on the page
  // most visits start on; plain rules keep zod off it too. The messages match `loginInputSchema`.
  const email = useField({ initialValue: '', validate: isNotEmpty('Enter your email') })
  const password = useField({ initialValue: '', validate: isNotEmpty('Enter your password') })
  const setFieldErrors = (messages: Record<string, ReactNode>) => {
    email.setError(messages.email ?? null)
    password.setError(messages.password ?? null)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const invalid = (await Promise.all([email.validate(), password.validate()])).some(Boolean)
    if (invalid) return
    setFormError(null)
    setSubmitting(true)
    try {
      const values = { email: email.getValue(), password: password.getValue() }
      const session = await login(values).catch((error: unknown) => {
        setFormError(showServerErrors({ setErrors: setFieldErrors }, error, ['email', 'password']))
        return null
      })
      if (session) await onSignedIn(session)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="teal" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <FormError message={formError} />
        <TextInput label="Email" type="email" autoComplete="email" {...email.getInputProps()} />
        <PasswordField label="Password" autoComplete="current-password" {...password.getInputProps()} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forget-password/" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={submitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  )
}
