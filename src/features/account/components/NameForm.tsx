import { Button, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { updateAccountInputSchema, type Account, type UpdateAccountInput } from '@common/account'
import { FormError } from '@/components/feedback/FormError'
import { useSaveForm } from '@/components/form/use-save-form'
import { useUpdateAccount } from '../api/account-mutations'

const checkName = schemaResolver(updateAccountInputSchema, { sync: true })

/** The user's own name, as the header and their colleagues see it. */
export function NameForm({ name }: { name: string }) {
  const update = useUpdateAccount()
  const form = useForm<UpdateAccountInput>({ initialValues: { name } })
  const { submit, saving, formError, formRef, guard } = useSaveForm<UpdateAccountInput, Account>({
    form,
    fields: ['name'],
    check: checkName,
    save: (values) => update.mutateAsync(updateAccountInputSchema.parse(values)),
    notice: (account) => ({ title: 'Name saved', message: account.name }),
    savedValues: (account) => ({ name: account.name }),
  })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit('save')
      }}
    >
      {guard}
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput label="Name" autoComplete="name" maxLength={120} {...form.getInputProps('name')} />
        <Group>
          <Button type="submit" loading={saving !== null}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
