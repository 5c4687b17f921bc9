import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { storedFiles } from '../../db/schema/files'
import { tasks } from '../../db/schema/tasks'
import type { MailAttachment, Mailer } from '../../mail/mailer'
import { taskKind } from './task-kind'
import { TaskCannotSucceed, type TaskQueue } from './task-queue'

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
    /**
     * Files sent with the mail (a signed offer letter): named by their stored file and its
     * company, so the bytes stay in stored_files and never in the task's payload; read when the
     * mail is sent.
     */
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), file_id: z.number().int(), company_id: z.number().int() })).optional(),
  }),
  { maxAttempts: 7 },
)

type MailTaskAttachments = z.output<typeof mailTask.payload>['attachments']

/**
 * Why a mail cannot go: a file it carries is no longer stored (the candidate's data was erased
 * since). A deleted file never comes back, and the mail without it would not be the one promised
 * (a signed offer without its letter), so the task fails for good at once, its error naming the file.
 */
export class MissingAttachmentError extends TaskCannotSucceed {
  constructor(filename: string) {
    super(`The attachment ${filename} is no longer stored`)
    this.name = 'MissingAttachmentError'
  }
}

async function readAttachments(db: Database, attachments: MailTaskAttachments): Promise<MailAttachment[] | undefined> {
  if (!attachments?.length) return undefined
  return Promise.all(
    attachments.map(async ({ filename, contentType, file_id, company_id }) => {
      // The company's own file only: a payload naming another company's file finds nothing.
      const [file] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, file_id), eq(storedFiles.companyId, company_id)))
      if (!file) throw new MissingAttachmentError(filename)
      return { filename, contentType, content: new Uint8Array(file.bytes) }
    }),
  )
}

export function handleMail(queue: TaskQueue, mailer: Mailer, db: Database): void {
  queue.handle(mailTask, async ({ attachments, ...mail }) => {
    const files = await readAttachments(db, attachments)
    await mailer.send(files ? { ...mail, attachments: files } : mail)
  })
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
