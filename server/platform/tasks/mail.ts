import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { tasks } from '../../db/schema/tasks'
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
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    fromName: z.string().optional(),
    link: z.string().optional(),
    calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).optional(),
  }),
  { maxAttempts: 7 },
)

export function handleMail(queue: TaskQueue, mailer: Mailer): void {
  queue.handle(mailTask, (mail) => mailer.send(mail))
}

/** What a failed mail's link reads as once it is taken out. */
export const REDACTED_LINK = '[link removed]'

/**
 * Takes the link out of mails that failed for good: the task stays 30 days for a look at its
 * error, and a set-password link in it would stay readable to anyone with the database that
 * long. A sent mail's task is deleted already. Run by an hourly schedule (server/app.ts).
 */
export async function redactFailedMailLinks(db: Database): Promise<void> {
  await db
    .update(tasks)
    .set({
      payload: sql`jsonb_set(${tasks.payload} - 'link', '{text}', to_jsonb(replace(${tasks.payload}->>'text', ${tasks.payload}->>'link', ${REDACTED_LINK}::text)))`,
    })
    .where(and(eq(tasks.kind, mailTask.name), eq(tasks.status, 'failed'), sql`${tasks.payload} ? 'link'`))
}
