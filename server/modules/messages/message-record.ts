import { MESSAGE_LIMITS, MESSAGE_STATUS_LABELS, type Message } from '@common/messages'
import { z } from 'zod'
import { candidateMessages, type CandidateMessageRow } from '../../db/schema/messages'
import { fieldError } from '../../lib/errors'
import { taskKind } from '../../platform/tasks/task-kind'

export const MESSAGE = 'Message'

/**
 * A message leaving: one task per message, due at its `send_at`, run by whichever process claims
 * it then. Retried about eight minutes (30 s doubling) before the message shows `failed`.
 */
export const candidateMessageTask = taskKind('candidate-message', z.object({ companyId: z.number().int(), messageId: z.number().int() }), {
  maxAttempts: 5,
  leaseMs: 2 * 60_000,
  timeoutMs: 60_000,
  fairnessKey: ({ companyId }) => companyId,
})

export const messageColumns = {
  id: candidateMessages.id,
  subject: candidateMessages.subject,
  body: candidateMessages.body,
  to: candidateMessages.to,
  status: candidateMessages.status,
  sendAt: candidateMessages.sendAt,
  sentAt: candidateMessages.sentAt,
  failure: candidateMessages.failure,
  senderId: candidateMessages.senderId,
  senderName: candidateMessages.senderName,
  templateId: candidateMessages.templateId,
  applicationId: candidateMessages.applicationId,
  createdAt: candidateMessages.createdAt,
}
export type MessageFields = Pick<CandidateMessageRow, keyof typeof messageColumns>

export function toMessage(row: MessageFields): Message {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    to: row.to,
    status: row.status,
    send_at: row.sendAt.toISOString(),
    // Set while a send is under way; a message has a sent time once it has left.
    sent_at: row.status === 'sent' && row.sentAt ? row.sentAt.toISOString() : null,
    failure: row.status === 'failed' ? row.failure : null,
    sender: row.senderId === null ? null : { id: row.senderId, name: row.senderName },
    template_id: row.templateId,
    application_id: row.applicationId,
    created_at: row.createdAt.toISOString(),
  }
}

/** What the applicant's timeline says of a message: its subject and where it stands. */
export function timelineText(row: Pick<CandidateMessageRow, 'subject' | 'status' | 'failure'>): string {
  const status = row.status === 'failed' && row.failure ? `Failed: ${row.failure}` : MESSAGE_STATUS_LABELS[row.status]
  return `${row.subject} · ${status}`
}

/** A little slack for a clock or a form filled a moment ago: "now" in the composer is not the past. */
const PAST_SLACK_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000

/** When a message leaves: now when not given; a time in the past, or further ahead than the limit, is a 422 on `field`. */
export function sendTime(sendAt: string | undefined, now: Date, field = 'send_at'): Date {
  if (sendAt === undefined) return now
  const at = new Date(sendAt)
  if (at.getTime() < now.getTime() - PAST_SLACK_MS) throw fieldError(422, field, 'Choose a time from now on')
  if (at.getTime() > now.getTime() + MESSAGE_LIMITS.scheduleDays * DAY_MS) throw fieldError(422, field, `Choose a time within ${MESSAGE_LIMITS.scheduleDays} days`)
  return at < now ? now : at
}
