import { ActionIcon, Menu } from '@mantine/core'
import { IconDots, IconEye, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react'
import type { Job } from '@common/jobs'
import { MenuItemLink } from '@/components/links'
import { JOB_STATUS_ACTIONS } from '../job-format'

interface JobActionsMenuProps {
  job: Job
  canView: boolean
  canEdit: boolean
  canDelete: boolean
  busy: boolean
  onMoveStatus: (job: Job) => void
  onDelete: (job: Job) => void
}

/** A row's actions, those the user's permissions allow, behind one button named after the job. */
export function JobActionsMenu({ job, canView, canEdit, canDelete, busy, onMoveStatus, onDelete }: JobActionsMenuProps) {
  const statusAction = JOB_STATUS_ACTIONS[job.status]
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${job.title}`} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
