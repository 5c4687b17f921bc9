import { Button, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { updateAccountInputSchema, type UpdateAccountInput } from '@common/account'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { UnsavedChangesGuard } from '@/components/feedback/UnsavedChangesGuard'
import { showServerErrors } from '@/lib/form-errors'
import { useUpdateAccount } from '../api/account-mutations'

/** The user's own name, as the header and their colleagues see it. */
export function NameForm({ name }: { name: string }) {
  const update = useUpdateAccount()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<UpdateAccountInput>({
    initialValues: { name },
    validate: schemaResolver(updateAccountInputSchema, { sync: true }),
  })

  const handleSubmit = form.onSubmit(async (values) => {
    if (update.isPending) return
    setFormError(null)
    try {
      const account = await update.mutateAsync(updateAccountInputSchema.parse(values))
      form.setInitialValues({ name: account.name })
      form.setValues({ name: account.name })
      notify({ color: 'teal', title: 'Name saved', message: account.name })
    } catch (failure) {
      setFormError(showServerErrors(form, failure, ['name']))
    }
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesGuard when={() => form.isDirty()} />
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput label="Name" autoComplete="name" maxLength={120} {...form.getInputProps('name')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
