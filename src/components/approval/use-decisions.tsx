import { useState } from 'react'
import { notify } from '@/components/feedback/notify'
import { fieldErrors, failureText, isNormalizedError } from '@/lib/errors'
import { CommentModal, type CommentRequest } from './CommentModal'

interface DecisionsOptions<Subject, Action extends string> {
  /** Makes the decision; answers the notice that says it was made. */
  decide: (subject: Subject, action: Action, comment?: string) => Promise<{ title: string; message: string }>
  /** What to ask before the decision, or null when it is made at once. */
  request: (subject: Subject, action: Action) => CommentRequest | null
  /** The notice's title when someone acted first (409), and when the decision failed otherwise. */
  failure: (subject: Subject, action: Action) => { changed: string; failed: string }
  busy: boolean
}

/**
 * The decisions of an approval workflow (requisitions, offers): some are made at once, others ask
 * for a comment or reason first. A 422 stays beside the comment in its dialog; a 409 (someone
 * acted first) is said plainly, the dialog closes, and the record shows as it now is.
 * `modal` must be rendered.
 */
export function useDecisions<Subject, Action extends string>({ decide, request, failure, busy }: DecisionsOptions<Subject, Action>) {
  const [asking, setAsking] = useState<{ subject: Subject; action: Action } | null>(null)
  const [askError, setAskError] = useState<{ comment?: string; other?: string } | null>(null)

  /** Sends the decision; true when it was made. */
  async function send(subject: Subject, action: Action, comment?: string): Promise<boolean> {
    try {
      notify({ color: 'teal', ...(await decide(subject, action, comment)) })
      return true
    } catch (error) {
      const status = isNormalizedError(error) ? error.status : null
      if (asking && status === 422) {
        const errors = isNormalizedError(error) ? fieldErrors(error) : {}
        const message = errors.comment ?? errors.reason
        setAskError(message ? { comment: message } : { other: failureText(error) })
        return false
      }
      const titles = failure(subject, action)
      notify({
        color: status === 409 ? 'orange' : 'red',
        title: status === 409 ? titles.changed : titles.failed,
        message: status === 409 ? `${failureText(error)}. It now shows as it is.` : failureText(error),
        autoClose: false,
      })
      // The dialog's question no longer applies to what the page now shows.
      setAsking(null)
      return false
    }
  }

  /** Asks first when the decision wants a comment; else makes it at once. */
  function start(subject: Subject, action: Action) {
    if (request(subject, action)) {
      setAskError(null)
      setAsking({ subject, action })
    } else {
      void send(subject, action)
    }
  }

  const modal = (
    <CommentModal
      request={asking ? request(asking.subject, asking.action) : null}
      busy={busy}
      error={askError}
      onConfirm={(comment) => {
        if (!asking) return
        void send(asking.subject, asking.action, comment).then((done) => {
          if (done) setAsking(null)
        })
      }}
      onCancel={() => setAsking(null)}
    />
  )

  return { start, modal }
}
