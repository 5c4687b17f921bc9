import { useCallback, useState } from 'react'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { useRejectApplication } from '../api/applicant-mutations'
import type { RejectChoice } from './RejectDialog'

/**
 * Rejecting an application through the RejectDialog: which one is being rejected, the refusal's
 * text, and the notice once rejected (its message said by the caller).
 */
export function useRejectFlow<Target extends { id: number }>(rejectedMessage: (target: Target, reason: string) => string) {
  const reject = useRejectApplication()
  const [rejecting, setRejecting] = useState<Target | null>(null)
  const [error, setError] = useState<string | null>(null)

  // Stable, so the board's memoised cards that are handed it do not render again with each change.
  const start = useCallback((target: Target) => {
    setError(null)
    setRejecting(target)
  }, [])

  async function confirmReject({ reason, note, email }: RejectChoice) {
    if (!rejecting) return
    setError(null)
    try {
      await reject.mutateAsync({ id: rejecting.id, reason, note, email })
    } catch (failure) {
      setError(failureText(failure))
      return
    }
    notify({
      color: 'teal',
      title: 'Application rejected',
      message: rejectedMessage(rejecting, reason),
    })
    setRejecting(null)
  }

  return {
    rejecting,
    start,
    /** The RejectDialog's props beside its name and reasons. */
    dialog: {
      busy: reject.isPending,
      error,
      onCancel: () => !reject.isPending && setRejecting(null),
      onConfirm: (choice: RejectChoice) => void confirmReject(choice),
    },
  }
}
