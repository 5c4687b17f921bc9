import { type ResumeContentType, type ResumeUpload } from '@common/resumes'
import { requireOpenJob } from '../applicants/public'
import { CompanyScope } from '../../db/company-scope'
import { resumeUploads } from '../../db/schema/resumes'
import { FileStore } from '../../platform/files/file-store'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { parseResumeTask } from './tasks'
import { findUpload } from './read-uploads'

export interface NewUpload {
  bytes: Uint8Array
  contentType: ResumeContentType
  extension: string
  fileName: string
  jobId: number | null
  uploadedBy: number
}

/**
 * Stores the file and the upload (`queued`) and queues its parsing, in one transaction: an
 * upload is never stored without its task, nor a task without its upload.
 */
export async function createUpload(scope: CompanyScope, tasks: TaskQueue, upload: NewUpload, now: Date): Promise<ResumeUpload> {
  const id = await scope.transaction(async (tx) => {
    if (upload.jobId !== null) await requireOpenJob(tx, upload.jobId)
    const file = await new FileStore(tx.db).save(tx.companyId, {
      purpose: 'resume',
      bytes: upload.bytes,
      contentType: upload.contentType,
      extension: upload.extension,
      originalName: upload.fileName,
    })
    const [row] = await tx.db
      .insert(resumeUploads)
      .values({
        companyId: tx.companyId,
        fileKey: file.key,
        fileName: upload.fileName,
        size: file.size,
        contentType: file.contentType,
        sha256: file.sha256,
        jobId: upload.jobId,
        uploadedBy: upload.uploadedBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: resumeUploads.id })
    if (!row) throw new Error('The upload was not stored')
    await tasks.enqueue(tx.db, parseResumeTask, { companyId: tx.companyId, uploadId: row.id })
    return row.id
  })
  return findUpload(scope, id)
}
