import { Button, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import type { SessionWithToken } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { NewPasswordFields } from '@/components/form/NewPasswordFields'
import { showServerErrors } from '@/lib/form-errors'
import { useSignupMutation } from '../api/signup'
import { signupFormSchema, type SignupFormValues } from '../schemas'

const FIELDS = ['company_name', 'name', 'email', 'password', 'password_confirmation']

export function SignupForm({ onSignedUp }: { onSignedUp: (session: SessionWithToken) => Promise<void> | void }) {
  const signup = useSignupMutation()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<SignupFormValues>({
    initialValues: { company_name: '', name: '', email: '', password: '', password_confirmation: '' },
    validate: schemaResolver(signupFormSchema, { sync: true }),
  })

  const handleSubmit = form.onSubmit(async ({ password_confirmation: _confirmation, ...input }) => {
    setFormError(null)
    let session: SessionWithToken
    try {
      session = await signup.mutateAsync({ ...input, email: input.email.trim() })
    } catch (error) {
      setFormError(showServerErrors(form, error, FIELDS))
      return
    }
    await onSignedUp(session)
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('company_name')} />
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmationProps={form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          Create account
        </Button>
      </Stack>
    </form>
  )
}
