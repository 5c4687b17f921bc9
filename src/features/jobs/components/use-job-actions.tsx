import { useState } from 'react'
import type { Job } from '@common/jobs'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { useCan } from '@/features/session/api/use-session'
import { routePage } from '@/features/session/page-access'
import { useChangeJobStatus, useDeleteJob } from '../api/job-mutations'
import { JOB_STATUS_ACTIONS } from '../job-format'
import { DeleteJobModal } from './DeleteJobModal'

const VIEW_PERMISSIONS = routePage('/jobs/view/').permissions
const EDIT_PERMISSIONS = routePage('/jobs/edit/').permissions

/**
 * The actions a job offers beside its own page (the list's rows, the job's page): publish,
 * close or reopen, and delete after a confirmation that names the job. `modal` must be
 * rendered by the page using them.
 */
export function useJobActions({ onDeleted }: { onDeleted?: (job: Pick<Job, 'id' | 'title'>) => void } = {}) {
  const canView = useCan(VIEW_PERMISSIONS)
  const canEdit = useCan(EDIT_PERMISSIONS)
  const canDelete = useCan(['job.delete'])
  const changeStatus = useChangeJobStatus()
  const deleteJob = useDeleteJob()
  const [toDelete, setToDelete] = useState<Pick<Job, 'id' | 'title'> | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  async function moveStatus(job: Job) {
    const action = JOB_STATUS_ACTIONS[job.status]
    try {
      await changeStatus.mutateAsync({ id: job.id, status: action.to })
      notify({ color: 'teal', title: `Job ${action.done}`, message: job.title })
    } catch (failure) {
      notify({ color: 'red', title: `Could not ${action.label.toLowerCase()} ${job.title}`, message: failureText(failure), autoClose: false })
    }
  }

  async function confirmDelete() {
    if (!toDelete) return
    setDeleteError(null)
    try {
      await deleteJob.mutateAsync({ id: toDelete.id })
    } catch (failure) {
      setDeleteError(failureText(failure))
      return
    }
    notify({ color: 'teal', title: 'Job deleted', message: toDelete.title })
    setToDelete(null)
    onDeleted?.(toDelete)
  }

  const modal = (
    <DeleteJobModal
      job={toDelete}
      deleting={deleteJob.isPending}
      error={deleteError}
      onConfirm={() => void confirmDelete()}
      onCancel={() => {
        if (!deleteJob.isPending) setToDelete(null)
      }}
    />
  )

  return {
    canView,
    canEdit,
    canDelete,
    /** The job whose status is changing now, if any. */
    movingId: changeStatus.isPending ? changeStatus.variables?.id : undefined,
    moveStatus: (job: Job) => void moveStatus(job),
    requestDelete: (job: Pick<Job, 'id' | 'title'>) => {
      setDeleteError(null)
      setToDelete(job)
    },
    modal,
  }
}
