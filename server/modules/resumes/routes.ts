import { RESUME_ACCESS } from '@common/access/resumes'
import { resumeTextSchema } from '@common/applicants'
import { idParamSchema } from '@common/list-query'
import {
  RESUME_LIMITS,
  resumeListQuerySchema,
  resumeUploadFormSchema,
  resumeUploadListSchema,
  resumeUploadSchema,
  saveResumeInputSchema,
  saveResumeResultSchema,
} from '@common/resumes'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../http/context'
import { limitMultipartParts, UPLOAD_FORM_MAX_PARTS } from '../../http/multipart-parts'
import { endpointsFor } from '../../http/endpoint'
import { ApiError, validationError } from '../../lib/errors'
import { validate } from '../../http/validation'
import { nowAndActor } from '../../platform/activity/activity-log'
import { detectResumeType } from './parser'
import { createUpload } from './create-upload'
import { findUpload, listUploads, readUploadFile, readUploadText } from './read-uploads'
import { discardUpload, saveUpload } from './review-upload'

const endpoint = endpointsFor({ tag: 'Resumes', access: 'subscribed' })

const TOO_LARGE = `This file is larger than ${RESUME_LIMITS.bytes / 1024 / 1024} MB; upload a resume of at most ${RESUME_LIMITS.bytes / 1024 / 1024} MB`
const NOT_A_RESUME = 'This file is not a PDF, DOCX or text file; upload the resume as one of those'

/** Room for the multipart envelope (boundaries, headers, job_id) around the largest file. */
const MULTIPART_OVERHEAD = 16 * 1024

/** Refuses an oversized upload from its Content-Length, or as soon as the stream passes the limit: never buffered whole. */
const limitResumeBody = bodyLimit({
  maxSize: RESUME_LIMITS.bytes + MULTIPART_OVERHEAD,
  onError: () => {
    throw new ApiError(413, TOO_LARGE)
  },
})

const TEXT_TYPES: Record<string, string> = { 'text/plain': 'text/plain; charset=utf-8' }

/** Contract section 12: resumes uploaded for parsing, and the review of those that need a look. */
export const resumeRoutes = new Hono<AppEnv>()
  .post(
    '/',
    endpoint({
      summary: 'Upload a resume for parsing',
      description:
        'Multipart field `file` (PDF, DOCX or UTF-8 text, typed from its bytes, never its name; at most 10 MB) and optional `job_id` (not a closed job: 422). ' +
        'Answers 202 with the upload `queued`; it is parsed in the background and ends `saved` (a new applicant, applied to the job), ' +
        '`duplicate` (the same bytes as a stored resume), `needs_review` (a likely existing applicant, a missing name or contact, or a ' +
        'doubtful field) or `failed`. 413 over 10 MB (from Content-Length, or as the body streams in), 415 for another type, 422 for an empty file.',
      permissions: RESUME_ACCESS.add,
      success: { status: 202, schema: resumeUploadSchema },
      errors: [413, 415, 422],
      bulk: true,
    }),
    limitResumeBody,
    limitMultipartParts(UPLOAD_FORM_MAX_PARTS),
    validate('form', resumeUploadFormSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { file, job_id } = c.req.valid('form')
      if (file.size > RESUME_LIMITS.bytes) throw new ApiError(413, TOO_LARGE)
      if (file.size === 0) throw validationError({ file: ['This file is empty'] })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = await detectResumeType(bytes)
      if (!type) throw new ApiError(415, NOT_A_RESUME)
      const upload = { bytes, ...type, fileName: file.name || `resume.${type.extension}`, jobId: job_id ?? null, uploadedBy: auth.user.id }
      return c.json(await createUpload(scope, deps.tasks, upload, deps.clock.now()), 202)
    },
  )

  .get(
    '/',
    endpoint({
      summary: 'List the company’s resume uploads, newest first',
      description: '`status` keeps uploads in any of the statuses given, comma-separated (`needs_review,failed,duplicate` for what waits for a look).',
      permissions: RESUME_ACCESS.read,
      success: { schema: resumeUploadListSchema },
      errors: [422],
    }),
    validate('query', resumeListQuerySchema),
    async (c) => c.json(await listUploads(c.var.scope, c.req.valid('query'))),
  )

  .get(
    '/:id',
    endpoint({ summary: 'Read a resume upload, with what was parsed from it', permissions: RESUME_ACCESS.read, success: { schema: resumeUploadSchema }, errors: [404, 422] }),
    validate('param', idParamSchema),
    async (c) => c.json(await findUpload(c.var.scope, c.req.valid('param').id)),
  )

  .get(
    '/:id/text',
    endpoint({
      summary: 'The text read from the uploaded resume',
      description:
        'An extension of contract section 12, for the review page to show a DOCX (which browsers cannot show) beside its fields: ' +
        'the text the parser read, empty until the upload is parsed and when nothing could be read.',
      permissions: RESUME_ACCESS.read,
      success: { schema: resumeTextSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => c.json(await readUploadText(c.var.scope, c.req.valid('param').id)),
  )

  .get(
    '/:id/file',
    endpoint({
      summary: 'The uploaded resume’s original file',
      description:
        'An extension of contract section 12, for the review page to show the resume beside its fields: the file inline, with the type ' +
        'read from its bytes, `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox`. 404 once the file is gone ' +
        '(erased with the applicant it was attached to).',
      permissions: RESUME_ACCESS.read,
      success: { schema: null, contentTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'] },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => {
      const file = await readUploadFile(c.var.scope, c.req.valid('param').id)
      const name = file.fileName.replace(/["\\\r\n]/g, '_')
      c.header('Content-Type', TEXT_TYPES[file.contentType] ?? file.contentType)
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Content-Disposition', `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      c.header('Content-Security-Policy', 'sandbox')
      return c.body(new Uint8Array(file.bytes))
    },
  )

  .post(
    '/:id/save',
    endpoint({
      summary: 'Save an upload that needs review as an applicant, or merge it into one',
      description:
        '`fields` correct the parsed ones (checked as the applicant’s fields; errors are named `fields.<field>`). Without `merge_into`, ' +
        'a new applicant (source `upload`; 409 `{ message, existing_id }` when their email or phone is another applicant’s). With ' +
        '`merge_into`, the resume goes to that applicant and fills only their empty fields. Either way the resume is attached with its ' +
        'text and the upload’s job applied to. 409 unless the upload needs review.',
      permissions: RESUME_ACCESS.add,
      success: { schema: saveResumeResultSchema },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', saveResumeInputSchema),
    async (c) => c.json({ applicant_id: await saveUpload(c.var.scope, c.req.valid('param').id, c.req.valid('json'), ...nowAndActor(c)) }),
  )

  .post(
    '/:id/discard',
    endpoint({
      summary: 'Discard an upload that needs review, failed or duplicates a resume',
      description: 'Nothing is created; the upload stays in the list as `discarded`. 409 from any other status.',
      permissions: RESUME_ACCESS.add,
      success: { schema: resumeUploadSchema },
      errors: [404, 409, 422],
    }),
    validate('param', idParamSchema),
    async (c) => c.json(await discardUpload(c.var.scope, c.req.valid('param').id, ...nowAndActor(c))),
  )
