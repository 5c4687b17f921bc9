import { type ResumeContentType } from '@common/resumes'
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { resumeUploads } from '../../db/schema/resumes'
import { tasks as taskRows } from '../../db/schema/tasks'
import { storableText } from '../../lib/storable-text'
import { FileStore } from '../../platform/files/file-store'
import { parseResumeTask } from './tasks'

/**
 * Marks the upload `parsing` and answers what the parser needs; null when it is no longer
 * waiting (a task run again after its upload was decided).
 */
export async function startParsing(scope: CompanyScope, id: number, now: Date): Promise<{ bytes: Uint8Array; contentType: ResumeContentType } | null> {
  const [upload] = await scope.db
    .update(resumeUploads)
    .set({ status: 'parsing', updatedAt: now })
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id), inArray(resumeUploads.status, ['queued', 'parsing'])))
    .returning({ fileKey: resumeUploads.fileKey, contentType: resumeUploads.contentType })
  if (!upload) return null
  const file = upload.fileKey ? await new FileStore(scope.db).read(upload.fileKey, 'resume') : null
  if (!file) {
    await markFailed(scope, id, 'The uploaded file is no longer stored', now)
    return null
  }
  return { bytes: file.bytes, contentType: upload.contentType as ResumeContentType }
}

/** Ends an upload still being parsed as `failed` with the reason shown to the user. */
export async function markFailed(scope: CompanyScope, id: number, error: string, now: Date): Promise<void> {
  await scope.db
    .update(resumeUploads)
    .set({ status: 'failed', error: storableText(error), updatedAt: now })
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id), inArray(resumeUploads.status, ['queued', 'parsing'])))
}

/** An upload waiting this long with no task left to parse it is settled (settleAbandonedUploads). */
const ABANDONED_AFTER_MS = 10 * 60_000

export const ABANDONED_TEXT = 'This file could not be read'

/**
 * Every company's uploads still `queued` or `parsing` whose parse task is gone or failed (its
 * gaveUp could not settle them) end `failed`: no upload waits for a task that will never run.
 * Hourly; uploads quiet for ten minutes only, as a task's row outlives its upload's last change.
 */
export async function settleAbandonedUploads(db: Database, now: Date): Promise<void> {
  const waitingTask = db
    .select({ id: taskRows.id })
    .from(taskRows)
    .where(and(eq(taskRows.kind, parseResumeTask.name), eq(taskRows.status, 'queued'), sql`${taskRows.payload}->>'uploadId' = ${resumeUploads.id}::text`))
  await db
    .update(resumeUploads)
    .set({ status: 'failed', error: ABANDONED_TEXT, updatedAt: now })
    .where(and(inArray(resumeUploads.status, ['queued', 'parsing']), lt(resumeUploads.updatedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)), notExists(waitingTask)))
}
