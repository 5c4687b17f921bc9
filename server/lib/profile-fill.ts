import { z } from 'zod'
import type { Database } from '../db/client'
import { taskKind } from '../platform/tasks/task-kind'
import type { TaskQueue } from '../platform/tasks/task-queue'

/**
 * Filling an applicant's profile from a resume they already have (an application through the
 * careers site): the resume is parsed in the background and its text goes where search reads it.
 * For an applicant the application created (`fill`), only the profile's EMPTY fields (phone,
 * headline, location, links, skills, education, years of experience) are filled. For one who
 * existed before (`suggest`), nothing is written into the profile (contract 13): what the resume
 * says differently is offered to staff as suggestions. Declared here, outside any module, so the
 * careers site enqueues it and the resumes module, which owns the parser, handles it.
 */
export const profileFillTask = taskKind(
  'resume-profile-fill',
  z.object({
    companyId: z.number().int(),
    applicantId: z.number().int(),
    applicantResumeId: z.number().int(),
    // A task queued before suggestions existed does not say: it suggests, the side that changes nobody.
    mode: z.enum(['fill', 'suggest']).default('suggest'),
    applicationId: z.number().int().nullable().default(null),
  }),
  { maxAttempts: 3, leaseMs: 15 * 60_000, fairnessKey: ({ companyId }) => companyId },
)

export type ProfileFill = z.output<typeof profileFillTask.payload>

/**
 * Queues the fill through `tx`, the transaction that stored the applicant's resume (on PGlite,
 * the global handle would wait for it forever), so a rolled-back application queues nothing.
 */
export async function queueProfileFill(tx: Database, deps: { tasks: TaskQueue }, fill: ProfileFill): Promise<void> {
  await deps.tasks.enqueue(tx, profileFillTask, fill)
}
