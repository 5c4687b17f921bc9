import { z } from 'zod'
import type { Mailer } from '../../mail/mailer'
import { taskKind } from './task-kind'
import type { TaskQueue } from './task-queue'

/**
 * A mail to send: enqueued in the transaction that makes the change it tells about (a password
 * link, an invitation), so it leaves only when that change is stored, and after a restart if
 * the process stops first. Retried for about an hour, as long as a reset link lives.
 */
export const mailTask = taskKind(
  'mail',
  z.object({ to: z.string(), subject: z.string(), text: z.string(), link: z.string().optional() }),
  { maxAttempts: 7 },
)

export function handleMail(queue: TaskQueue, mailer: Mailer): void {
  queue.handle(mailTask, (mail) => mailer.send(mail))
}
