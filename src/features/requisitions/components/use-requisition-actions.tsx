import { IconArrowBackUp, IconBriefcase, IconCheck, IconEye, IconPencil, IconPlayerPause, IconPlayerPlay, IconSend, IconTrash, IconX } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { requisitionActionsFor, type RequisitionAction } from '@common/requisition-workflow'
import type { WorkflowViewer } from '@common/workflow'
import { REQUISITION_LIMITS, type Requisition } from '@common/requisitions'
import { notify } from '@/components/feedback/notify'
import type { RowAction } from '@/components/list/RowActionsMenu'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { failureText } from '@/lib/errors'
import { usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { useCan, useSession } from '@/platform/session/api/use-session'
import { useDecideRequisition, useDeleteRequisition, type RequisitionDecision } from '../api/requisition-mutations'
import type { CommentRequest } from '@/components/approval/CommentModal'
import { useDecisions } from '@/components/approval/use-decisions'

/** Each action's words and icon, wherever it is offered. */
export const ACTION_LABELS: Record<RequisitionAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  hold: 'Put on hold',
  resume: 'Resume',
  submit: 'Submit for approval',
  cancel: 'Withdraw',
  edit: 'Edit',
  create_job: 'Create job',
  delete: 'Delete',
}

export const ACTION_ICONS: Record<RequisitionAction, ReactNode> = {
  approve: <IconCheck size={16} aria-hidden />,
  reject: <IconX size={16} aria-hidden />,
  hold: <IconPlayerPause size={16} aria-hidden />,
  resume: <IconPlayerPlay size={16} aria-hidden />,
  submit: <IconSend size={16} aria-hidden />,
  cancel: <IconArrowBackUp size={16} aria-hidden />,
  edit: <IconPencil size={16} aria-hidden />,
  create_job: <IconBriefcase size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
}

/** What the notice says once a decision is made, from the requisition as it now is. */
function doneTitle(action: RequisitionDecision, after: Requisition): string {
  switch (action) {
    case 'approve':
      if (after.status === 'approved') return 'Requisition approved'
      return after.approval ? `Approval recorded: now at step ${after.approval.step} of ${after.approval.steps}` : 'Approval recorded'
    case 'reject':
      return 'Requisition rejected'
    case 'hold':
      return 'Requisition put on hold'
    case 'resume':
      return 'Requisition resumed'
    case 'submit':
      return 'Submitted for approval'
    case 'cancel':
      return 'Requisition withdrawn'
  }
}

const COMMENT_REQUESTS: Partial<Record<RequisitionDecision, (title: string) => CommentRequest>> = {
  reject: (title) => ({
    title: `Reject ${title}?`,
    explanation: 'The requester is told, and may change the requisition and submit it again.',
    confirmLabel: 'Reject requisition',
    color: 'red',
    requiredMessage: 'Say why it is rejected',
    commentHint: 'The requester reads it in the requisition’s history.',
    maxLength: REQUISITION_LIMITS.comment,
  }),
  cancel: (title) => ({
    title: `Withdraw ${title}?`,
    explanation: 'The requisition stops here: nobody can approve it or create jobs from it any more.',
    confirmLabel: 'Withdraw requisition',
    color: 'red',
    commentHint: 'Shown in the requisition’s history.',
    maxLength: REQUISITION_LIMITS.comment,
  }),
}

/** The signed-in user as the workflow table sees them. */
function useViewer(): WorkflowViewer | null {
  const session = useSession()
  return session ? { id: session.user.id, is_owner: session.user.is_owner, permissions: session.permissions } : null
}

/**
 * The actions a requisition offers the signed-in user (the list's rows, its page): only those
 * the shared workflow table allows for its status and for who the user is to it. Decisions send
 * the approval step the user saw; a 409 (someone acted first) is said plainly and the
 * requisition is fetched again. `modals` must be rendered by the page using them.
 */
export function useRequisitionActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const viewer = useViewer()
  const canRead = useCan(REQUISITION_ACCESS.read)
  const decide = useDecideRequisition()
  const remove = useDeleteRequisition()
  const decisions = useDecisions<Requisition, RequisitionDecision>({
    decide: async (requisition, action, comment) => {
      const after = await decide.mutateAsync({ id: requisition.id, action, comment, step: requisition.approval?.step })
      return { title: doneTitle(action, after), message: after.title }
    },
    request: (requisition, action) => COMMENT_REQUESTS[action]?.(requisition.title) ?? null,
    failure: (requisition, action) => ({
      changed: `${requisition.title} changed in the meantime`,
      failed: `Could not ${ACTION_LABELS[action].toLowerCase()} ${requisition.title}`,
    }),
    busy: decide.isPending,
  })
  const [toDelete, setToDelete] = useState<Requisition | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  const included = usePlanIncludes('requisitions')
  // Outside the plan the server refuses every requisition action (402) but creating a job from one.
  const allowed = (requisition: Requisition): RequisitionAction[] =>
    viewer ? requisitionActionsFor(requisition, viewer).filter((action) => included || action === 'create_job') : []

  async function confirmDelete() {
    if (!toDelete) return
    setDeleteError(null)
    try {
      await remove.mutateAsync({ id: toDelete.id })
    } catch (failure) {
      setDeleteError(failureText(failure))
      return
    }
    notify({ color: 'teal', title: 'Requisition deleted', message: toDelete.title })
    setToDelete(null)
    onDeleted?.()
  }

  /** One entry per allowed action, as a link (edit, create job) or something to do. */
  function actionItems(requisition: Requisition): (RowAction & { action: RequisitionAction })[] {
    return allowed(requisition).map((action) => {
      const base = { action, label: ACTION_LABELS[action], icon: ACTION_ICONS[action] }
      switch (action) {
        case 'edit':
          return { ...base, link: linkOptions({ to: '/job-requisitions/edit/', search: { id: requisition.id } }) }
        case 'create_job':
          return { ...base, link: linkOptions({ to: '/jobs/create/', search: { requisition_id: requisition.id } }) }
        case 'delete':
          return {
            ...base,
            color: 'red',
            dividerBefore: true,
            onClick: () => {
              setDeleteError(null)
              setToDelete(requisition)
            },
          }
        default:
          return { ...base, color: action === 'reject' || action === 'cancel' ? 'red' : undefined, onClick: () => decisions.start(requisition, action) }
      }
    })
  }

  /** A row's menu: View, then what the user may do. */
  function rowActions(requisition: Requisition): RowAction[] {
    const view: RowAction[] = canRead
      ? [{ label: 'View', icon: <IconEye size={16} aria-hidden />, link: linkOptions({ to: '/job-requisitions/view/', search: { id: requisition.id } }) }]
      : []
    return [...view, ...actionItems(requisition)]
  }

  const modals = (
    <>
      {decisions.modal}
      <ConfirmDeleteModal
        name={toDelete?.title ?? null}
        confirmLabel="Delete requisition"
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!remove.isPending) setToDelete(null)
        }}
      >
        The draft and its history are removed for good. This cannot be undone.
      </ConfirmDeleteModal>
    </>
  )

  return {
    /** The requisition a decision is under way for, if any. */
    busyId: decide.isPending ? decide.variables?.id : undefined,
    busyAction: decide.isPending ? decide.variables?.action : undefined,
    allowed,
    /** Whether the user's role would allow an action here that the company's plan does not. */
    excludedByPlan: (requisition: Requisition) => !included && allowed(requisition).length < (viewer ? requisitionActionsFor(requisition, viewer).length : 0),
    actionItems,
    rowActions,
    modals,
  }
}
