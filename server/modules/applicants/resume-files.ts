import { APPLICANT_ACCESS } from '@common/access/applicants'
import { type ResumeText } from '@common/applicants'
import { hasAnyPermission } from '@common/permissions'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicantResumes } from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { forbidden, notFound } from '../../lib/errors'
import { FileStore, type FileContent } from '../../platform/files/file-store'
import type { AuthSession } from '../../platform/session/auth-session'
import { isInterviewerOfApplicant } from '../scorecards/public'

/**
 * Who may read an applicant's resumes: their role (APPLICANT_ACCESS.read), or being named on one
 * of the applicant's interviews, whatever the role (contract 16's interviewer grant). Else 403.
 */
export async function assertMayReadResumes(scope: CompanyScope, auth: AuthSession, applicantId: number): Promise<void> {
  if (hasAnyPermission({ is_owner: auth.user.isOwner, permissions: auth.permissions }, APPLICANT_ACCESS.read)) return
  if (!(await isInterviewerOfApplicant(scope, auth.user.id, applicantId))) throw forbidden()
}

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
