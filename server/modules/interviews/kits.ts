import type { Kit } from '@common/interviews'
import type { KitAttribute } from '../../db/schema/interviews'
import { kitInputSchema, kitPatchSchema } from '@common/interviews'
import { asc, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { CompanyScope } from '../../db/company-scope'
import { pipelineStages } from '../../db/schema/applicants'
import { interviewKits, type InterviewKitRow } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'
import { fieldError, notFound } from '../../lib/errors'
import { companyStages } from '../applicants/public'

type KitInput = z.output<typeof kitInputSchema>
type KitPatch = z.output<typeof kitPatchSchema>

const kitColumns = {
  id: interviewKits.id,
  jobId: interviewKits.jobId,
  stageId: interviewKits.stageId,
  stageName: pipelineStages.name,
  name: interviewKits.name,
  durationMinutes: interviewKits.durationMinutes,
  instructions: interviewKits.instructions,
  attributes: interviewKits.attributes,
  questions: interviewKits.questions,
  position: interviewKits.position,
}

type KitRow = Pick<InterviewKitRow, 'id' | 'jobId' | 'stageId' | 'name' | 'durationMinutes' | 'instructions' | 'attributes' | 'questions' | 'position'> & { stageName: string }

/** The one mapping from a stored kit to contract 16's Kit. */
export function kitJson(row: KitRow): Kit {
  return {
    id: row.id,
    job_id: row.jobId,
    stage: { id: row.stageId, name: row.stageName },
    name: row.name,
    duration_minutes: row.durationMinutes,
    instructions: row.instructions,
    attributes: row.attributes,
    questions: row.questions,
    position: row.position,
  }
}

async function requireJob(scope: CompanyScope, jobId: number): Promise<void> {
  const [job] = await scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, jobId)))
  if (!job) throw notFound('Job')
}

/** A stage of the company's pipeline, else a 422 on `stage_id` (another company's stage is unknown here). */
async function requireStage(scope: CompanyScope, stageId: number): Promise<void> {
  const [stage] = await scope.db
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(scope.where(pipelineStages, eq(pipelineStages.id, stageId)))
  if (!stage) throw fieldError(422, 'stage_id', 'Choose a stage of your company’s pipeline')
}

/** One kit of the company with its stage's name, or null. */
export async function findKit(scope: CompanyScope, id: number): Promise<Kit | null> {
  const [row] = await scope.db
    .select(kitColumns)
    .from(interviewKits)
    .innerJoin(pipelineStages, eq(pipelineStages.id, interviewKits.stageId))
    .where(scope.where(interviewKits, eq(interviewKits.id, id)))
  return row ? kitJson(row) : null
}

/** A job's interview plan: its kits by stage (pipeline order), then position. */
export async function listKits(scope: CompanyScope, jobId: number): Promise<Kit[]> {
  await requireJob(scope, jobId)
  const rows = await scope.db
    .select(kitColumns)
    .from(interviewKits)
    .innerJoin(pipelineStages, eq(pipelineStages.id, interviewKits.stageId))
    .where(scope.where(interviewKits, eq(interviewKits.jobId, jobId)))
    .orderBy(asc(pipelineStages.position), asc(interviewKits.position), asc(interviewKits.id))
  return rows.map(kitJson)
}

/**
 * Puts the kit at `position` among the other kits of its job's stage (last when absent or past
 * the end) and numbers them 0, 1, 2… again, so positions stay a plain order. The job's kits are
 * locked first, so two reorders of one stage do not interleave.
 */
async function placeKit(scope: CompanyScope, kit: { id: number; jobId: number; stageId: number }, position: number | undefined): Promise<void> {
  const others = await scope.db
    .select({ id: interviewKits.id })
    .from(interviewKits)
    .where(scope.where(interviewKits, eq(interviewKits.jobId, kit.jobId), eq(interviewKits.stageId, kit.stageId), ne(interviewKits.id, kit.id)))
    .orderBy(asc(interviewKits.position), asc(interviewKits.id))
    .for('update')
  const order = others.map((other) => other.id)
  order.splice(Math.min(position ?? order.length, order.length), 0, kit.id)
  await renumber(scope, order)
}

async function renumber(scope: CompanyScope, order: readonly number[]): Promise<void> {
  for (const [index, id] of order.entries()) {
    await scope.db
      .update(interviewKits)
      .set({ position: index })
      .where(scope.where(interviewKits, eq(interviewKits.id, id)))
  }
}

export async function createKit(scope: CompanyScope, jobId: number, input: KitInput, now: Date): Promise<Kit> {
  return scope.transaction(async (tx) => {
    await requireJob(tx, jobId)
    await requireStage(tx, input.stage_id)
    const row = await tx.insert(interviewKits, {
      jobId,
      stageId: input.stage_id,
      name: input.name,
      durationMinutes: input.duration_minutes,
      instructions: input.instructions,
      attributes: input.attributes,
      questions: input.questions,
      position: 0,
      createdAt: now,
      updatedAt: now,
    })
    await placeKit(tx, row, input.position)
    const kit = await findKit(tx, row.id)
    if (!kit) throw notFound('Interview kit')
    return kit
  })
}

export async function updateKit(scope: CompanyScope, id: number, input: KitPatch, now: Date): Promise<Kit> {
  return scope.transaction(async (tx) => {
    const [stored] = await tx.db
      .select()
      .from(interviewKits)
      .where(tx.where(interviewKits, eq(interviewKits.id, id)))
      .for('update')
    if (!stored) throw notFound('Interview kit')
    if (input.stage_id !== undefined && input.stage_id !== stored.stageId) await requireStage(tx, input.stage_id)
    const stageId = input.stage_id ?? stored.stageId
    await tx.update(
      interviewKits,
      id,
      {
        stageId,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
        ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
        ...(input.attributes !== undefined ? { attributes: input.attributes satisfies KitAttribute[] } : {}),
        ...(input.questions !== undefined ? { questions: input.questions } : {}),
        updatedAt: now,
      },
      'Interview kit',
    )
    if (stageId !== stored.stageId || input.position !== undefined) {
      await placeKit(tx, { id, jobId: stored.jobId, stageId }, input.position ?? (stageId === stored.stageId ? stored.position : undefined))
      if (stageId !== stored.stageId) await closeGap(tx, stored.jobId, stored.stageId)
    }
    const kit = await findKit(tx, id)
    if (!kit) throw notFound('Interview kit')
    return kit
  })
}

/** Numbers a stage's kits 0, 1, 2… again once one has left it. */
async function closeGap(scope: CompanyScope, jobId: number, stageId: number): Promise<void> {
  const rest = await scope.db
    .select({ id: interviewKits.id })
    .from(interviewKits)
    .where(scope.where(interviewKits, eq(interviewKits.jobId, jobId), eq(interviewKits.stageId, stageId)))
    .orderBy(asc(interviewKits.position), asc(interviewKits.id))
  await renumber(
    scope,
    rest.map((kit) => kit.id),
  )
}

/** Deletes the kit; interviews that used it keep their record with `kit: null` (the foreign key sets it null). */
export async function deleteKit(scope: CompanyScope, id: number): Promise<void> {
  await scope.transaction(async (tx) => {
    const [deleted] = await tx.db
      .delete(interviewKits)
      .where(tx.where(interviewKits, eq(interviewKits.id, id)))
      .returning({ jobId: interviewKits.jobId, stageId: interviewKits.stageId })
    if (!deleted) throw notFound('Interview kit')
    await closeGap(tx, deleted.jobId, deleted.stageId)
  })
}

/** A kit of the application's job, for scheduling; another job's or company's is a 422 on `kit_id`. */
export async function kitOfJob(scope: CompanyScope, kitId: number, jobId: number): Promise<{ id: number; name: string; durationMinutes: number }> {
  const [kit] = await scope.db
    .select({ id: interviewKits.id, name: interviewKits.name, durationMinutes: interviewKits.durationMinutes })
    .from(interviewKits)
    .where(scope.where(interviewKits, eq(interviewKits.id, kitId), eq(interviewKits.jobId, jobId)))
  if (!kit) throw fieldError(422, 'kit_id', 'Choose one of this job’s interview kits')
  return kit
}

type DefaultKit = { name: string; durationMinutes: number; attributes: KitAttribute[]; questions: string[] }

const SCREENING_CALL: DefaultKit = {
  name: 'Screening call',
  durationMinutes: 30,
  attributes: [
    { name: 'Motivation', description: 'Why this role, why now, and what they want to learn' },
    { name: 'Communication', description: 'Clear, concise and listens well' },
    { name: 'Role fit', description: 'Experience, expectations and availability match the role' },
  ],
  questions: ['What drew you to this role?', 'Walk me through your current or most recent role.', 'What are you looking for in your next position?'],
}

const TECHNICAL_INTERVIEW: DefaultKit = {
  name: 'Technical interview',
  durationMinutes: 60,
  attributes: [
    { name: 'Expertise', description: 'Depth in the skills the role needs' },
    { name: 'Problem solving', description: 'Breaks a problem down and reasons through trade-offs' },
    { name: 'Collaboration', description: 'Explains their thinking and takes in suggestions' },
  ],
  questions: ['Tell me about a hard problem you solved recently and how you approached it.', 'What would you do differently if you did it again?'],
}

const FINAL_INTERVIEW: DefaultKit = {
  name: 'Final interview',
  durationMinutes: 45,
  attributes: [
    { name: 'Ownership', description: 'Takes responsibility for outcomes, not only tasks' },
    { name: 'Values', description: 'Works the way the team works' },
    { name: 'Communication', description: 'Clear with people inside and outside the team' },
  ],
  questions: ['Tell me about a time you disagreed with a decision. What did you do?', 'What do you need from a manager and a team to do your best work?'],
}

/**
 * A new job's interview plan, written in the job's create transaction (`scope`): a screening call
 * on the first in-progress stage of the company's pipeline, then a technical interview on each
 * later in-progress stage and a final interview closing the last one. A pipeline with a single
 * in-progress stage gets the screening call only; one with none gets no kits.
 */
export async function addDefaultInterviewPlan(scope: CompanyScope, jobId: number, now: Date): Promise<void> {
  const stages = (await companyStages(scope)).filter((stage) => stage.kind === 'in_progress')
  const plan = stages.flatMap((stage, index) => {
    if (index === 0) return [{ stageId: stage.id, kit: SCREENING_CALL, position: 0 }]
    const kits = [{ stageId: stage.id, kit: TECHNICAL_INTERVIEW, position: 0 }]
    return index === stages.length - 1 ? [...kits, { stageId: stage.id, kit: FINAL_INTERVIEW, position: 1 }] : kits
  })
  if (plan.length === 0) return
  await scope.db.insert(interviewKits).values(
    plan.map(({ stageId, kit, position }) => ({
      companyId: scope.companyId,
      jobId,
      stageId,
      name: kit.name,
      durationMinutes: kit.durationMinutes,
      attributes: kit.attributes,
      questions: kit.questions,
      position,
      createdAt: now,
      updatedAt: now,
    })),
  )
}
