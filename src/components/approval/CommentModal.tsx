import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/components/feedback/FormError'

export interface CommentRequest {
  /** "Reject Senior Engineer?" */
  title: string
  /** What happens, in a sentence. */
  explanation: string
  /** The confirming button's words. */
  confirmLabel: string
  color: string
  /** Without a comment the button refuses with this message; absent: the comment is optional. */
  requiredMessage?: string
  /** Under the comment: who reads it and where ("The requester reads it in the requisition’s history."). */
  commentHint: string
  /** The longest comment the server takes. */
  maxLength: number
  /** The text box's label: "Comment" unless given ("Reason" of a withdrawal). */
  label?: string
}

interface CommentModalProps {
  request: CommentRequest | null
  busy: boolean
  /** The failure of the last try: beside the comment when the server named it, else above. */
  error: { comment?: string; other?: string } | null
  onConfirm: (comment: string) => void
  onCancel: () => void
}

/** A decision that takes a comment (a rejection, which needs one; a withdrawal, which may have one), on any approved record. */
export function CommentModal({ request, busy, error, onConfirm, onCancel }: CommentModalProps) {
  return (
    <Modal opened={request !== null} onClose={busy ? () => {} : onCancel} title={request?.title ?? ''} centered>
      {/* Mounted per request, so each opens empty. */}
      {request && <CommentForm request={request} busy={busy} error={error} onConfirm={onConfirm} onCancel={onCancel} />}
    </Modal>
  )
}

function CommentForm({ request, busy, error, onConfirm, onCancel }: CommentModalProps & { request: CommentRequest }) {
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState<string | null>(null)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (request.requiredMessage && !comment.trim()) {
          setMissing(request.requiredMessage)
          return
        }
        onConfirm(comment.trim())
      }}
    >
      <Stack gap="md">
        <FormError message={error?.other ?? null} />
        <Text size="sm">{request.explanation}</Text>
        <Textarea
          label={request.label ?? 'Comment'}
          withAsterisk={Boolean(request.requiredMessage)}
          description={request.requiredMessage ? request.commentHint : `Optional. ${request.commentHint}`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={request.maxLength}
          data-autofocus
          value={comment}
          error={missing ?? error?.comment}
          onChange={(event) => {
            setComment(event.currentTarget.value)
            setMissing(null)
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color={request.color} loading={busy}>
            {request.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
