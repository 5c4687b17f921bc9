import { Button, Group } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { NewPasswordFields } from '@/components/form/NewPasswordFields'
import { PasswordField } from '@/components/form/PasswordField'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../account-form'
import { useChangePassword } from '../api/account-mutations'

const FIELDS = ['current_password', 'password', 'password_confirmation']
const EMPTY: ChangePasswordFormValues = { current_password: '', password: '', password_confirmation: '' }
const checkPasswords = schemaResolver(changePasswordFormSchema, { sync: true })

/** A new password, proven by the current one; the server signs the user's other sessions out. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword()
  const form = useForm<ChangePasswordFormValues>({ initialValues: EMPTY })
  const saveForm = useSaveForm<ChangePasswordFormValues, { message: string }>({
    form,
    fields: FIELDS,
    check: checkPasswords,
    // The confirmation never leaves the browser.
    save: ({ password_confirmation: _confirmation, ...input }) => change.mutateAsync(input),
    notice: ({ message }) => ({ title: 'Password changed', message }),
    savedValues: () => EMPTY,
  })

  return (
    <SaveForm form={saveForm}>
      {/* Tells password managers whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label="Current password" autoComplete="current-password" {...form.getInputProps('current_password')} />
      <NewPasswordFields
        passwordProps={{ ...form.getInputProps('password'), label: 'New password' }}
        confirmationProps={{ ...form.getInputProps('password_confirmation'), label: 'Confirm new password' }}
      />
      <Group>
        <Button type="submit" loading={saveForm.saving !== null}>
          Change password
        </Button>
      </Group>
    </SaveForm>
  )
}
