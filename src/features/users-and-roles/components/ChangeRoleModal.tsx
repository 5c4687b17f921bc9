import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { Role } from '@common/roles'
import type { ListedUser } from '@common/users'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { useUpdateUser } from '../api/user-mutations'

interface ChangeRoleModalProps {
  /** Whose role changes; null keeps the dialog closed. */
  user: ListedUser | null
  roles: readonly Pick<Role, 'id' | 'name'>[]
  onClose: () => void
}

const NO_ROLE = ''

/** Gives a user another role (or none); the new permissions apply to their next request. */
export function ChangeRoleModal({ user, roles, onClose }: ChangeRoleModalProps) {
  const update = useUpdateUser()
  const [roleId, setRoleId] = useState(NO_ROLE)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setRoleId(user?.role ? String(user.role.id) : NO_ROLE)
    setError(null)
  }, [user])

  async function save() {
    if (!user) return
    setError(null)
    try {
      const saved = await update.mutateAsync({ id: user.id, input: { role_id: roleId === NO_ROLE ? null : Number(roleId) } })
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
          <NativeSelect
            label="Role"
            data={[{ value: NO_ROLE, label: 'No role (no permissions)' }, ...roles.map((role) => ({ value: String(role.id), label: role.name }))]}
            value={roleId}
            onChange={(event) => setRoleId(event.currentTarget.value)}
          />
          <Text size="sm" c="dimmed">
            The new permissions apply from their next click, without signing in again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
