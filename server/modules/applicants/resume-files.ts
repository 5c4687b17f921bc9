import { type ResumeText } from '@common/applicants'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicantResumes } from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { notFound } from '../../lib/errors'
import { FileStore, type FileContent } from '../../platform/files/file-store'

/** A resume's original file, when it is one of this applicant's. */
export async function readResumeFile(scope: CompanyScope, applicantId: number, resumeId: number): Promise<FileContent & { fileName: string }> {
  const [resume] = await scope.db
    .select({ key: storedFiles.key, originalName: storedFiles.originalName })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
  const file = resume ? await new FileStore(scope.db).read(resume.key, 'resume') : null
  if (!resume || !file) throw notFound('Resume')
  return { ...file, fileName: resume.originalName ?? resume.key }
}

/** A resume's text, when it is one of this applicant's. */
export async function readResumeText(scope: CompanyScope, applicantId: number, resumeId: number): Promise<ResumeText> {
  const [resume] = await scope.db
    .select({ text: applicantResumes.text })
    .from(applicantResumes)
    .where(scope.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
  if (!resume) throw notFound('Resume')
  return { text: resume.text }
}
