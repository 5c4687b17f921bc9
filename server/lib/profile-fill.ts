import { z } from 'zod'
import type { Database } from '../db/client'
import { taskKind } from '../platform/tasks/task-kind'
import type { TaskQueue } from '../platform/tasks/task-queue'

/**
 * Filling an applicant's profile from a resume they already have (an application through the
 * careers site): the resume is parsed in the background, then only the profile's EMPTY fields
 * (phone, headline, location, links, skills, education, years of experience) are filled and the
 * resume's text goes where search reads it. Declared here, outside any module, so the careers
 * site enqueues it and the resumes module, which owns the parser, handles it.
 */
export const profileFillTask = taskKind(
  'resume-profile-fill',
  z.object({ companyId: z.number().int(), applicantId: z.number().int(), applicantResumeId: z.number().int() }),
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
