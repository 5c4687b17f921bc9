import { useState } from 'react'
import { IconMailForward, IconPlayerPlay, IconTrash, IconUserCog, IconUserOff } from '@tabler/icons-react'
import { USER_ACCESS } from '@common/access/users'
import type { Role } from '@common/roles'
import type { ListedUser } from '@common/users'
import { notify } from '@/components/feedback/notify'
import { useCan, useSession } from '@/platform/session/api/use-session'
import { failureText } from '@/lib/errors'
import { useDeleteUser, useResendInvitation, useUpdateUser } from '../api/user-mutations'
import type { RowAction } from '@/components/list/RowActionsMenu'
import { ChangeRoleModal } from './ChangeRoleModal'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'

/** Deactivating and reactivating, each confirmed in a dialog naming the person. */
const STATUS_CHANGES = {
  deactivate: {
    title: (name: string) => `Deactivate ${name}?`,
    body: (name: string) => `${name} is signed out at once and can no longer sign in. Their seat is freed; you can reactivate them later.`,
    confirm: 'Deactivate',
    done: 'User deactivated',
    danger: true,
  },
  reactivate: {
    title: (name: string) => `Reactivate ${name}?`,
    body: (name: string) => `${name} can sign in again with their role's permissions, and takes one of the plan's seats.`,
    confirm: 'Reactivate',
    done: 'User reactivated',
    danger: false,
  },
} as const

type StatusChange = { kind: keyof typeof STATUS_CHANGES; user: ListedUser }

/**
 * What the viewer may do to each user of the list, by their permissions: the owner and the
 * viewer themselves are never offered a change of role, deactivation or deletion (the server
 * refuses those anyway). `modals` must be rendered by the page using them.
 */
export function useUserActions(roles: readonly Pick<Role, 'id' | 'name' | 'permissions'>[] | null) {
  const viewerId = useSession()?.user.id
  const canChangeRole = useCan(USER_ACCESS.changeRole) && roles !== null
  const canInvite = useCan(USER_ACCESS.invite)
  const canEdit = useCan(USER_ACCESS.edit)
  const canDelete = useCan(USER_ACCESS.delete)
  const update = useUpdateUser()
  const remove = useDeleteUser()
  const resend = useResendInvitation()
  const [roleFor, setRoleFor] = useState<ListedUser | null>(null)
  const statusChange = useConfirmAction<StatusChange>({
    act: ({ kind, user }) => update.mutateAsync({ id: user.id, input: { active: kind === 'reactivate' } }),
    onDone: ({ kind, user }) => notify({ color: 'teal', title: STATUS_CHANGES[kind].done, message: user.name }),
  })
  const deletion = useConfirmAction<ListedUser>({
    act: (user) => remove.mutateAsync({ id: user.id }),
    onDone: (user) => notify({ color: 'teal', title: 'User deleted', message: user.name }),
  })

  async function sendAgain(user: ListedUser) {
    try {
      await resend.mutateAsync({ id: user.id })
      notify({ color: 'teal', title: 'Invitation sent again', message: `A new link went to ${user.email}; earlier links no longer work.` })
    } catch (failure) {
      notify({ color: 'red', title: `Could not send the invitation to ${user.name}`, message: failureText(failure), autoClose: false })
    }
  }

  function actionsFor(user: ListedUser): RowAction[] {
    const spared = user.is_owner || user.id === viewerId
    const actions: RowAction[] = []
    if (canChangeRole && !spared) {
      actions.push({ label: 'Change role', icon: <IconUserCog size={16} aria-hidden />, onClick: () => setRoleFor(user) })
    }
    if (canInvite && user.invited && user.active) {
      actions.push({ label: 'Resend invitation', icon: <IconMailForward size={16} aria-hidden />, onClick: () => void sendAgain(user) })
    }
    if (canEdit && !spared) {
      actions.push(
        user.active
          ? { label: 'Deactivate', icon: <IconUserOff size={16} aria-hidden />, onClick: () => statusChange.ask({ kind: 'deactivate', user }) }
          : { label: 'Reactivate', icon: <IconPlayerPlay size={16} aria-hidden />, onClick: () => statusChange.ask({ kind: 'reactivate', user }) },
      )
    }
    if (canDelete && !spared) {
      actions.push({ label: 'Delete', icon: <IconTrash size={16} aria-hidden />, color: 'red', dividerBefore: true, onClick: () => deletion.ask(user) })
    }
    return actions
  }

  const asked = statusChange.subject
  const shown = asked && STATUS_CHANGES[asked.kind]
  const modals = (
    <>
      <ConfirmModal
        title={asked && shown ? shown.title(asked.user.name) : null}
        confirmLabel={shown?.confirm ?? ''}
        danger={shown?.danger ?? false}
        {...statusChange.modal}
      >
        {asked && shown?.body(asked.user.name)}
      </ConfirmModal>
      <ConfirmDeleteModal name={deletion.subject?.name ?? null} confirmLabel="Delete user" {...deletion.modal}>
        {deletion.subject && `${deletion.subject.name}'s account is removed for good and they can no longer sign in. This cannot be undone.`}
      </ConfirmDeleteModal>
      {roles && <ChangeRoleModal user={roleFor} roles={roles} onClose={() => setRoleFor(null)} />}
    </>
  )

  return {
    actionsFor,
    /** The user whose invitation is being sent again, if any. */
    busyId: resend.isPending ? resend.variables?.id : undefined,
    modals,
  }
}
