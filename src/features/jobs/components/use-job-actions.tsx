import { IconEye, IconLayoutKanban, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import { PIPELINE_ACCESS } from '@common/access/applicants'
import { JOB_ACCESS } from '@common/access/jobs'
import type { Job } from '@common/jobs'
import { notify } from '@/components/feedback/notify'
import type { RowAction } from '@/components/list/RowActionsMenu'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { failureText } from '@/lib/errors'
import { useCan, useCanAll } from '@/platform/session/api/use-session'
import { useChangeJobStatus, useDeleteJob } from '../api/job-mutations'
import { JOB_STATUS_ACTIONS } from '../job-format'

/**
 * The actions a job offers beside its own page (the list's rows, the job's page): publish,
 * close or reopen, and delete after a confirmation that names the job. `modal` must be
 * rendered by the page using them.
 */
export function useJobActions({ onDeleted }: { onDeleted?: (job: Pick<Job, 'id' | 'title'>) => void } = {}) {
  const canView = useCan(JOB_ACCESS.read)
  const canEdit = useCan(JOB_ACCESS.edit)
  const canDelete = useCan(JOB_ACCESS.delete)
  const canSeePipeline = useCanAll(Object.values(PIPELINE_ACCESS))
  const changeStatus = useChangeJobStatus()
  const deleteJob = useDeleteJob()
  const deletion = useConfirmAction<Pick<Job, 'id' | 'title'>>({
    act: (job) => deleteJob.mutateAsync({ id: job.id }),
    onDone: (job) => {
      notify({ color: 'teal', title: 'Job deleted', message: job.title })
      onDeleted?.(job)
    },
  })

  async function moveStatus(job: Job) {
    const action = JOB_STATUS_ACTIONS[job.status]
    try {
      await changeStatus.mutateAsync({ id: job.id, status: action.to })
      notify({ color: 'teal', title: `Job ${action.done}`, message: job.title })
    } catch (failure) {
      notify({ color: 'red', title: `Could not ${action.label.toLowerCase()} ${job.title}`, message: failureText(failure), autoClose: false })
    }
  }

  const requestDelete = deletion.ask

  /** A row's menu: those of view, edit, the status move and delete the user may take. */
  function rowActions(job: Job): RowAction[] {
    const items: RowAction[] = []
    if (canView) items.push({ label: 'View', icon: <IconEye size={16} aria-hidden />, link: linkOptions({ to: '/jobs/view/', search: { id: job.id } }) })
    if (canSeePipeline) {
      items.push({ label: 'Pipeline', icon: <IconLayoutKanban size={16} aria-hidden />, link: linkOptions({ to: '/jobs/pipeline/', search: { id: job.id } }) })
    }
    if (canEdit) {
      items.push(
        { label: 'Edit', icon: <IconPencil size={16} aria-hidden />, link: linkOptions({ to: '/jobs/edit/', search: { id: job.id } }) },
        {
          label: JOB_STATUS_ACTIONS[job.status].label,
          icon: job.status === 'published' ? <IconPlayerStop size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />,
          onClick: () => void moveStatus(job),
        },
      )
    }
    if (canDelete) items.push({ label: 'Delete', icon: <IconTrash size={16} aria-hidden />, color: 'red', dividerBefore: true, onClick: () => requestDelete(job) })
    return items
  }

  const modal = (
    <ConfirmDeleteModal name={deletion.subject?.title ?? null} confirmLabel="Delete job" {...deletion.modal}>
      The job and everything it says are removed for good. This cannot be undone.
    </ConfirmDeleteModal>
  )

  return {
    canView,
    canEdit,
    canDelete,
    /** The job whose status is changing now, if any. */
    movingId: changeStatus.isPending ? changeStatus.variables?.id : undefined,
    moveStatus: (job: Job) => void moveStatus(job),
    requestDelete,
    rowActions,
    modal,
  }
}
