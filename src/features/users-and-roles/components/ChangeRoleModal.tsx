import { Modal, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { Role } from '@common/roles'
import type { ListedUser } from '@common/users'
import { DialogActions } from '@/components/feedback/DialogActions'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { useUpdateUser } from '../api/user-mutations'
import { NO_ROLE, roleIdOf, RoleSelect, roleValue } from './RoleSelect'

interface ChangeRoleModalProps {
  /** Whose role changes; null keeps the dialog closed. */
  user: ListedUser | null
  roles: readonly Pick<Role, 'id' | 'name' | 'permissions'>[]
  onClose: () => void
}

/** Gives a user another role (or none); the new permissions apply to their next request. */
export function ChangeRoleModal({ user, roles, onClose }: ChangeRoleModalProps) {
  const update = useUpdateUser()
  const [roleId, setRoleId] = useState(NO_ROLE)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setRoleId(roleValue(user?.role?.id))
    setError(null)
  }, [user])

  async function save() {
    if (!user) return
    setError(null)
    try {
      const saved = await update.mutateAsync({ id: user.id, input: { role_id: roleIdOf(roleId) } })
      notify({ color: 'teal', title: 'Role changed', message: `${saved.name} now holds ${saved.role ? saved.role.name : 'no role'}.` })
      onClose()
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  return (
    <Modal opened={user !== null} onClose={() => !update.isPending && onClose()} title={user ? `Change the role of ${user.name}` : ''} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <Stack gap="md">
          <FormError message={error} />
          <RoleSelect roles={roles} value={roleId} onChange={(event) => setRoleId(event.currentTarget.value)} />
          <Text size="sm" c="dimmed">
            The new permissions apply from their next click, without signing in again.
          </Text>
          <DialogActions confirmLabel="Save role" busy={update.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
