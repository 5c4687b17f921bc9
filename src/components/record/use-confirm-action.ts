import { useState } from 'react'
import { failureText } from '@/lib/errors'

interface ConfirmActionOptions<Subject> {
  /** The confirmed action (a mutation); rejects with the API's normalised error. */
  act: (subject: Subject) => Promise<unknown>
  /** After it succeeded and the dialog closed: the notice, a move elsewhere. */
  onDone: (subject: Subject) => void
}

/**
 * The state of a `ConfirmModal` (or `ConfirmDeleteModal`): `ask(subject)` opens it, Confirm runs
 * the action once, a failure stays inside the dialog in the API's words, success closes it.
 * Spread `modal` into the dialog; `subject` is what it asks about (null: closed).
 */
export function useConfirmAction<Subject>({ act, onDone }: ConfirmActionOptions<Subject>) {
  const [subject, setSubject] = useState<Subject | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function ask(next: Subject) {
    setError(null)
    setSubject(next)
  }

  async function confirm() {
    if (subject === null || busy) return
    setError(null)
    setBusy(true)
    try {
      await act(subject)
    } catch (failure) {
      setError(failureText(failure))
      return
    } finally {
      setBusy(false)
    }
    setSubject(null)
    onDone(subject)
  }

  return {
    subject,
    ask,
    modal: {
      busy,
      error,
      onConfirm: () => void confirm(),
      onCancel: () => {
        if (!busy) setSubject(null)
      },
    },
  }
}
