import { z } from 'zod'
import { taskKind } from '../../platform/tasks/task-kind'

/**
 * Parsing an upload, then deciding what it becomes (contract section 12). Three attempts (a
 * thread that crashed or ran out of time), then the upload is `failed`. The lease covers a wait
 * for a parsing thread behind the other tasks in flight plus a slow OCR. Companies take turns:
 * one's batch never holds back another's upload.
 */
export const parseResumeTask = taskKind('resume-parse', z.object({ companyId: z.number().int(), uploadId: z.number().int() }), {
  maxAttempts: 3,
  leaseMs: 15 * 60_000,
  backoffMs: (attempt) => 10_000 * 2 ** (attempt - 1),
  fairnessKey: ({ companyId }) => companyId,
})
