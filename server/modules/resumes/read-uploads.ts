import { type ResumeText } from '@common/applicants'
import { type ResumeContentType, type ResumeListQuery, type ResumeUpload } from '@common/resumes'
import { eq, inArray } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { listPage, type ListPage } from '../../db/list-page'
import { applicantResumes } from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { resumeUploads } from '../../db/schema/resumes'
import { notFound } from '../../lib/errors'
import { FileStore, type FileContent } from '../../platform/files/file-store'
import { selectUploads, toResumeUpload } from './upload-record'

/** The company's uploads, newest first; `status` keeps those in any of the statuses given. */
export async function listUploads(scope: CompanyScope, query: ResumeListQuery): Promise<ListPage<ResumeUpload>> {
  return listPage(scope, resumeUploads, {
    rows: selectUploads(scope.db),
    where: [query.status === undefined ? undefined : inArray(resumeUploads.status, query.status)],
    query,
    sorts: { created_at: resumeUploads.createdAt },
    defaultSort: '-created_at',
    toItem: toResumeUpload,
  })
}

export async function findUpload(scope: CompanyScope, id: number): Promise<ResumeUpload> {
  const [row] = await selectUploads(scope.db).where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  if (!row) throw notFound('Upload')
  return toResumeUpload(row)
}

/** The text read from the upload's file: empty until it is parsed, and when nothing could be read. */
export async function readUploadText(scope: CompanyScope, id: number): Promise<ResumeText> {
  const [upload] = await scope.db
    .select({ text: resumeUploads.text })
    .from(resumeUploads)
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  if (!upload) throw notFound('Upload')
  return { text: upload.text ?? '' }
}

/** The upload's original file, when it is still stored. */
export async function readUploadFile(scope: CompanyScope, id: number): Promise<FileContent & { fileName: string }> {
  const [upload] = await scope.db
    .select({ fileKey: resumeUploads.fileKey, fileName: resumeUploads.fileName })
    .from(resumeUploads)
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  if (!upload) throw notFound('Upload')
  const file = upload.fileKey ? await new FileStore(scope.db).read(upload.fileKey, 'resume') : null
  if (!file || file.companyId !== scope.companyId) throw notFound('Resume file')
  return { ...file, fileName: upload.fileName }
}

/** The stored resume of an applicant, for a profile fill; null when either is gone. */
export async function readApplicantResume(scope: CompanyScope, applicantId: number, resumeId: number): Promise<{ bytes: Uint8Array; contentType: ResumeContentType } | null> {
  const [resume] = await scope.db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
  return resume ? { bytes: resume.bytes, contentType: resume.contentType as ResumeContentType } : null
}
