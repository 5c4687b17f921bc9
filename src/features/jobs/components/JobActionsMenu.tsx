import { ActionIcon, Menu } from '@mantine/core'
import { useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react'
import { IconDots, IconEye, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react'
import type { Job } from '@common/jobs'
import { MenuItemLink } from '@/components/links'
import { JOB_STATUS_ACTIONS } from '../job-format'

/** What a row of the list can do, by the user's permissions. */
export interface JobRowActions {
  canView: boolean
  canEdit: boolean
  canDelete: boolean
  /** The job whose status move is on its way, if any. */
  movingId: number | undefined
  onMoveStatus: (job: Job) => void
  onDelete: (job: Job) => void
}

interface JobActionsMenuProps {
  job: Job
  actions: JobRowActions
}

/**
 * A row's actions, those the user's permissions allow, behind one button named after the job.
 * The menu itself mounts on first use: a page of 25 closed menus, each with its own floating
 * position tracking, cost the list's first render more than the rows themselves.
 */
export function JobActionsMenu(props: JobActionsMenuProps) {
  const [used, setUsed] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      aria-label={`Actions for ${props.job.title}`}
      aria-haspopup="menu"
      loading={props.actions.movingId === props.job.id}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  )
  return used ? <ActionsMenu {...props} target={button} targetRef={buttonRef} /> : button
}

interface ActionsMenuProps extends JobActionsMenuProps {
  target: ReactElement
  targetRef: RefObject<HTMLButtonElement | null>
}

function ActionsMenu({ job, actions, target, targetRef }: ActionsMenuProps) {
  const { canView, canEdit, canDelete, onMoveStatus, onDelete } = actions
  const statusAction = JOB_STATUS_ACTIONS[job.status]
  // The button was mounted anew inside the menu, so the menu's own focus return would aim at the
  // one it replaced: Escape brings focus back to it here.
  const backToButton = (event: KeyboardEvent) => {
    if (event.key === 'Escape') requestAnimationFrame(() => targetRef.current?.focus())
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown onKeyDown={backToButton}>
        {canView && (
          <MenuItemLink to="/jobs/view/" search={{ id: job.id }} leftSection={<IconEye size={16} aria-hidden />}>
            View
          </MenuItemLink>
        )}
        {canEdit && (
          <>
            <MenuItemLink to="/jobs/edit/" search={{ id: job.id }} leftSection={<IconPencil size={16} aria-hidden />}>
              Edit
            </MenuItemLink>
            <Menu.Item
              onClick={() => onMoveStatus(job)}
              leftSection={job.status === 'published' ? <IconPlayerStop size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
            >
              {statusAction.label}
            </Menu.Item>
          </>
        )}
        {canDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onDelete(job)} leftSection={<IconTrash size={16} aria-hidden />}>
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
