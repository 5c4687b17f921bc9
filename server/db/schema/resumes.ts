import { DUPLICATE_REASONS, RESUME_UPLOAD_STATUSES, type ParsedResume } from '@common/resumes'
import { boolean, index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core'
import { applicants } from './applicants'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { storedFiles } from './files'
import { jobs } from './jobs'
import { users } from './users'

export const resumeUploadStatus = pgEnum('resume_upload_status', RESUME_UPLOAD_STATUSES)
export const duplicateReason = pgEnum('duplicate_reason', DUPLICATE_REASONS)

/**
 * Resumes uploaded for parsing (contract section 12). The original is a stored file (purpose
 * `resume`), typed from its bytes; `sha256` is its hash, so the same file again is recognised.
 * `parsed` and `text` are what the parser read; `duplicate_of_id` with `duplicate_reason` the
 * applicant the upload seems to double; `applicant_id` the applicant it became or was merged into.
 */
export const resumeUploads = pgTable(
  'resume_uploads',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    /** Null once the file is gone (erased with the applicant it was attached to). */
    fileKey: text().references(() => storedFiles.key, { onDelete: 'set null' }),
    fileName: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    sha256: text().notNull(),
    status: resumeUploadStatus().notNull().default('queued'),
    error: text(),
    ocr: boolean().notNull().default(false),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    parsed: jsonb().$type<ParsedResume>(),
    text: text(),
    duplicateOfId: integer().references(() => applicants.id, { onDelete: 'set null' }),
    duplicateReason: duplicateReason(),
    applicantId: integer().references(() => applicants.id, { onDelete: 'set null' }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('resume_uploads_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('resume_uploads_company_status_created_idx').on(table.companyId, table.status, table.createdAt, table.id),
    index('resume_uploads_company_sha256_idx').on(table.companyId, table.sha256),
  ],
)

export type ResumeUploadRow = typeof resumeUploads.$inferSelect
