import { Button, Group, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { updateAccountInputSchema, type Account, type UpdateAccountInput } from '@common/account'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { useUpdateAccount } from '../api/account-mutations'

const checkName = schemaResolver(updateAccountInputSchema, { sync: true })

/** The user's own name, as the header and their colleagues see it. */
export function NameForm({ name }: { name: string }) {
  const update = useUpdateAccount()
  const form = useForm<UpdateAccountInput>({ initialValues: { name } })
  const saveForm = useSaveForm<UpdateAccountInput, Account>({
    form,
    fields: ['name'],
    check: checkName,
    save: (values) => update.mutateAsync(updateAccountInputSchema.parse(values)),
    notice: (account) => ({ title: 'Name saved', message: account.name }),
    savedValues: (account) => ({ name: account.name }),
  })

  return (
    <SaveForm form={saveForm}>
      <TextInput label="Name" autoComplete="name" maxLength={120} {...form.getInputProps('name')} />
      <Group>
        <Button type="submit" loading={saveForm.saving !== null}>
          Save
        </Button>
      </Group>
    </SaveForm>
  )
}
