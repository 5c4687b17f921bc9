import { IconArrowBackUp, IconCheck, IconMailForward, IconPencil, IconSend, IconTrash, IconUserCheck, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { offerActionsFor, type OfferAction } from '@common/offer-workflow'
import { OFFER_LIMITS, type Offer } from '@common/offers'
import type { CommentRequest } from '@/components/approval/CommentModal'
import { useDecisions } from '@/components/approval/use-decisions'
import { notify } from '@/components/feedback/notify'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { useSession } from '@/platform/session/api/use-session'
import { useDecideOffer, useDeleteOffer, type OfferDecision } from '../api/offer-mutations'

/** Each action's words on its button; the accessible names of contract 17 and the requisition's page. */
export const OFFER_ACTION_LABELS: Record<OfferAction, string> = {
  edit: 'Edit',
  submit: 'Submit for approval',
  approve: 'Approve',
  reject: 'Reject',
  send: 'Send to candidate',
  withdraw: 'Withdraw offer',
  delete: 'Delete draft',
  hire: 'Hire',
}

export const OFFER_ACTION_ICONS: Record<OfferAction, ReactNode> = {
  edit: <IconPencil size={16} aria-hidden />,
  submit: <IconSend size={16} aria-hidden />,
  approve: <IconCheck size={16} aria-hidden />,
  reject: <IconX size={16} aria-hidden />,
  send: <IconMailForward size={16} aria-hidden />,
  withdraw: <IconArrowBackUp size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
  hire: <IconUserCheck size={16} aria-hidden />,
}

/** What the notice says once a decision is made, from the offer as it now is. */
function doneTitle(action: OfferDecision, after: Offer): string {
  switch (action) {
    case 'submit':
      return after.status === 'approved' ? 'Approved at once: the salary lies within the band' : 'Submitted for approval'
    case 'approve':
      if (after.status === 'approved') return 'Offer approved'
      return after.approval ? `Approval recorded: now at step ${after.approval.step} of ${after.approval.steps}` : 'Approval recorded'
    case 'reject':
      return 'Offer rejected'
    case 'send':
      return 'Offer sent to the candidate'
    case 'withdraw':
      return 'Offer withdrawn'
  }
}

/** What a decision asks first: a comment, or a withdrawal's reason; submitting asks nothing. */
function commentRequest(offer: Offer, action: OfferDecision): CommentRequest | null {
  const name = offer.application.applicant.name
  switch (action) {
    case 'approve':
      return {
        title: `Approve the offer to ${name}?`,
        explanation: 'Your approval counts towards the current step; the last step’s approval lets the offer be sent.',
        confirmLabel: 'Approve offer',
        color: 'teal',
        commentHint: 'Shown in the offer’s history.',
        maxLength: OFFER_LIMITS.comment,
      }
    case 'reject':
      return {
        title: `Reject the offer to ${name}?`,
        explanation: 'Its maker is told, and may change the offer and submit it again.',
        confirmLabel: 'Reject offer',
        color: 'red',
        requiredMessage: 'Say why it is rejected',
        commentHint: 'The offer’s maker reads it in the offer’s history.',
        maxLength: OFFER_LIMITS.comment,
      }
    case 'withdraw':
      return {
        title: `Withdraw the offer to ${name}?`,
        explanation:
          offer.status === 'sent'
            ? `${name} is told by mail and the link to the offer stops working. This cannot be undone.`
            : 'The offer stops here: it can no longer be approved or sent. This cannot be undone.',
        confirmLabel: 'Withdraw offer',
        color: 'red',
        label: 'Reason',
        commentHint: offer.status === 'sent' ? `The reason, told to ${name}.` : 'The reason, shown on the offer.',
        maxLength: OFFER_LIMITS.reason,
      }
    default:
      return null
  }
}

interface OfferActionsOptions {
  onEdit: (offer: Offer) => void
  onHire: (offer: Offer) => void
  onDeleted: () => void
}

/**
 * The actions an offer offers the signed-in user: only those the shared workflow table allows for
 * its status and for who the user is to it. Decisions send the approval step the user saw; a 409
 * (someone acted first) is said plainly and the offer is fetched again. `modals` must be rendered.
 */
export function useOfferActions({ onEdit, onHire, onDeleted }: OfferActionsOptions) {
  const session = useSession()
  const decide = useDecideOffer()
  const remove = useDeleteOffer()
  const decisions = useDecisions<Offer, OfferDecision>({
    decide: async (offer, action, comment) => {
      const after = await decide.mutateAsync({ id: offer.id, action, comment, step: offer.approval?.step })
      return { title: doneTitle(action, after), message: `${after.application.applicant.name} · ${after.job_title}` }
    },
    request: commentRequest,
    failure: (_, action) => ({ changed: 'The offer changed in the meantime', failed: `Could not ${OFFER_ACTION_LABELS[action].toLowerCase()}` }),
    busy: decide.isPending,
  })
  const sending = useConfirmAction<Offer>({
    act: (offer) => decide.mutateAsync({ id: offer.id, action: 'send' }),
    onDone: (offer) => notify({ color: 'teal', title: 'Offer sent to the candidate', message: `${offer.application.applicant.name} gets a mail with a link to it.` }),
  })
  const deletion = useConfirmAction<Offer>({
    act: (offer) => remove.mutateAsync({ id: offer.id }),
    onDone: (offer) => {
      notify({ color: 'teal', title: 'Draft deleted', message: `The offer to ${offer.application.applicant.name}` })
      onDeleted()
    },
  })

  const allowed = (offer: Offer): OfferAction[] =>
    session ? offerActionsFor(offer, { id: session.user.id, is_owner: session.user.is_owner, permissions: session.permissions }) : []

  /** One entry per allowed action: its words, icon and what it does. */
  function actionItems(offer: Offer): { action: OfferAction; label: string; icon: ReactNode; onClick: () => void }[] {
    return allowed(offer).map((action) => {
      const base = { action, label: OFFER_ACTION_LABELS[action], icon: OFFER_ACTION_ICONS[action] }
      switch (action) {
        case 'edit':
          return { ...base, onClick: () => onEdit(offer) }
        case 'hire':
          return { ...base, onClick: () => onHire(offer) }
        case 'send':
          return { ...base, onClick: () => sending.ask(offer) }
        case 'delete':
          return { ...base, onClick: () => deletion.ask(offer) }
        default:
          return { ...base, onClick: () => decisions.start(offer, action) }
      }
    })
  }

  const modals = (
    <>
      {decisions.modal}
      <ConfirmModal title={sending.subject ? `Send the offer to ${sending.subject.application.applicant.name}?` : null} confirmLabel="Send offer" {...sending.modal}>
        {sending.subject &&
          `${sending.subject.application.applicant.name} gets a mail with a link to the letter, where they can accept it by signing with their name, or decline it. The offer can no longer be changed once sent.`}
      </ConfirmModal>
      <ConfirmDeleteModal name={deletion.subject ? `the offer to ${deletion.subject.application.applicant.name}` : null} confirmLabel="Delete draft" {...deletion.modal}>
        The draft and its history are removed for good. This cannot be undone.
      </ConfirmDeleteModal>
    </>
  )

  return {
    /** The action at work, if any: its button spins, the others wait. */
    busyAction: decide.isPending ? decide.variables?.action : undefined,
    actionItems,
    modals,
  }
}
