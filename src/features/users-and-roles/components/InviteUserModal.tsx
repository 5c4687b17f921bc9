import { Modal, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import type { Role } from '@common/roles'
import { createUserInputSchema } from '@common/users'
import { DialogActions } from '@/components/feedback/DialogActions'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { showServerErrors } from '@/lib/form-errors'
import { useInviteUser } from '../api/user-mutations'
import { NO_ROLE, roleIdOf, RoleSelect } from './RoleSelect'

interface InviteUserModalProps {
  opened: boolean
  /** The roles to choose from; null when the viewer may not list them (the user starts without one). */
  roles: readonly Pick<Role, 'id' | 'name' | 'permissions'>[] | null
  onClose: () => void
}

interface InviteValues {
  name: string
  email: string
  role_id: string
}

const FIELDS = ['name', 'email', 'role_id']
const EMPTY: InviteValues = { name: '', email: '', role_id: NO_ROLE }
const inviteSchema = createUserInputSchema.pick({ name: true, email: true })

/** Invite user: name, email and role; the new user gets a mail with a link to choose a password. */
export function InviteUserModal({ opened, roles, onClose }: InviteUserModalProps) {
  const invite = useInviteUser()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<InviteValues>({ initialValues: EMPTY, validate: schemaResolver(inviteSchema, { sync: true }) })

  const close = () => {
    if (invite.isPending) return
    form.reset()
    setFormError(null)
    onClose()
  }

  const submit = form.onSubmit(async (values) => {
    setFormError(null)
    try {
      const user = await invite.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        role_id: roleIdOf(values.role_id),
      })
      notify({ color: 'teal', title: 'Invitation sent', message: `${user.name} gets a mail at ${user.email} to choose a password.` })
      form.reset()
      onClose()
    } catch (failure) {
      setFormError(showServerErrors(form, failure, FIELDS))
    }
  })

  return (
    <Modal opened={opened} onClose={close} title="Invite user" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
          {roles && (
            <RoleSelect roles={roles} description="What they may do; you can change it later." {...form.getInputProps('role_id')} />
          )}
          <Text size="sm" c="dimmed">
            They get a mail with a link to choose their password. The link works once and expires in 3 days.
          </Text>
          <DialogActions confirmLabel="Send invitation" busy={invite.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  )
}
