import { PERMANENT_STAGE_KINDS, STAGE_KIND_LABELS, STAGE_LIMITS, type Stage } from '@common/pipeline'
import { countsInStage } from '@common/stage-count'
import { asc, count, eq, inArray } from 'drizzle-orm'
import { companyStages, recordApplicantActivity, stageColumns, type StoredStage } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applications, pipelineStages } from '../../db/schema/applicants'
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors'
import type { Actor } from '../../platform/activity/activity-log'

/** A stage of the company, or a 422 on `field` naming it unknown. */
export async function requireStage(scope: CompanyScope, id: number, field = 'stage_id'): Promise<StoredStage> {
  const stage = (await companyStages(scope)).find((candidate) => candidate.id === id)
  if (!stage) throw fieldError(422, field, 'Choose one of the company’s pipeline stages')
  return stage
}

/** The stages with how many applications each counts (`countsInStage`), and the rejected ones apart. */
export async function listStages(scope: CompanyScope): Promise<Stage[]> {
  const stages = await companyStages(scope)
  const counts = await scope.db
    .select({ stageId: applications.stageId, status: applications.status, count: count() })
    .from(applications)
    .where(scope.where(applications))
    .groupBy(applications.stageId, applications.status)
  const sum = (stageId: number, counted: boolean) =>
    counts.filter((row) => row.stageId === stageId && countsInStage(row.status) === counted).reduce((total, row) => total + row.count, 0)
  return stages.map((stage) => ({ ...stage, application_count: sum(stage.id, true), rejected_count: sum(stage.id, false) }))
}

/** Writes 0..n-1 as the positions of `ordered`, changing only those that moved. */
async function renumber(scope: CompanyScope, ordered: StoredStage[]): Promise<void> {
  for (const [position, stage] of ordered.entries()) {
    if (stage.position !== position) {
      await scope.db.update(pipelineStages).set({ position }).where(scope.where(pipelineStages, eq(pipelineStages.id, stage.id)))
    }
  }
}

/** A place between the first (`applied`) and the last (`hired`) stage. */
const between = (position: number, stageCount: number) => Math.min(Math.max(position, 1), stageCount - 1)

function nameTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'pipeline_stages_company_name_unique')
}

const takenMessage = (name: string) => `There is already a stage named “${name}”`

/** Locks the company's stages, so two changes of the order never interleave. */
async function lockStages(scope: CompanyScope): Promise<StoredStage[]> {
  await companyStages(scope)
  return scope.db
    .select(stageColumns)
    .from(pipelineStages)
    .where(scope.where(pipelineStages))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.id))
    .for('update')
}

export async function createStage(scope: CompanyScope, input: { name: string; position?: number | undefined }): Promise<Stage> {
  try {
    return await scope.transaction(async (tx) => {
      const stages = await lockStages(tx)
      if (stages.length >= STAGE_LIMITS.stages) throw fieldError(422, 'name', `Keep at most ${STAGE_LIMITS.stages} stages`)
      const position = between(input.position ?? stages.length - 1, stages.length)
      const [created] = await tx.db
        .insert(pipelineStages)
        .values({ companyId: tx.companyId, name: input.name, kind: 'in_progress', position })
        .returning(stageColumns)
      if (!created) throw new Error('The stage was not created')
      await renumber(tx, [...stages.slice(0, position), created, ...stages.slice(position)])
      return { ...created, position, application_count: 0, rejected_count: 0 }
    })
  } catch (error) {
    if (nameTaken(error)) throw conflict(takenMessage(input.name))
    throw error
  }
}

export async function updateStage(scope: CompanyScope, id: number, input: { name?: string | undefined; position?: number | undefined }): Promise<Stage> {
  try {
    await scope.transaction(async (tx) => {
      const stages = await lockStages(tx)
      const stage = stages.find((candidate) => candidate.id === id)
      if (!stage) throw notFound('Stage')
      if (input.name !== undefined && input.name !== stage.name) {
        await tx.db.update(pipelineStages).set({ name: input.name }).where(tx.where(pipelineStages, eq(pipelineStages.id, id)))
      }
      if (input.position !== undefined && input.position !== stage.position) {
        if (PERMANENT_STAGE_KINDS.includes(stage.kind)) {
          throw fieldError(422, 'position', `The ${STAGE_KIND_LABELS[stage.kind]} stage stays ${stage.kind === 'applied' ? 'first' : 'last'}`)
        }
        const others = stages.filter((candidate) => candidate.id !== id)
        const position = Math.min(Math.max(input.position, 1), others.length - 1)
        await renumber(tx, [...others.slice(0, position), stage, ...others.slice(position)])
      }
    })
  } catch (error) {
    if (nameTaken(error) && input.name !== undefined) throw conflict(takenMessage(input.name))
    throw error
  }
  const stage = (await listStages(scope)).find((candidate) => candidate.id === id)
  if (!stage) throw notFound('Stage')
  return stage
}

/**
 * Deletes an `in_progress` or `offer` stage. Its applications move to `moveTo` first (entering it
 * now; a move into the hired stage hires the active ones), each move in its applicant's timeline.
 */
export async function deleteStage(scope: CompanyScope, id: number, moveTo: number | undefined, now: Date, actor: Actor): Promise<void> {
  await scope.transaction(async (tx) => {
    const stages = await lockStages(tx)
    const stage = stages.find((candidate) => candidate.id === id)
    if (!stage) throw notFound('Stage')
    if (PERMANENT_STAGE_KINDS.includes(stage.kind)) {
      throw conflict(`The ${stage.name} stage is where applications ${stage.kind === 'applied' ? 'start' : 'end'}; it cannot be deleted`)
    }
    const sitting = await tx.db
      .select({ id: applications.id, applicantId: applications.applicantId, status: applications.status, jobId: applications.jobId })
      .from(applications)
      .where(tx.where(applications, eq(applications.stageId, id)))
      .for('update')
    if (sitting.length > 0) {
      if (moveTo === undefined) {
        throw conflict(`${sitting.length} ${sitting.length === 1 ? 'application is' : 'applications are'} in ${stage.name}; choose a stage to move them to`)
      }
      const target = stages.find((candidate) => candidate.id === moveTo && candidate.id !== id)
      if (!target) throw fieldError(422, 'move_to', 'Choose another of the company’s stages')
      await moveAll(tx, sitting, stage, target, now, actor)
    }
    await tx.db.delete(pipelineStages).where(tx.where(pipelineStages, eq(pipelineStages.id, id)))
    await renumber(
      tx,
      stages.filter((candidate) => candidate.id !== id),
    )
  })
}

async function moveAll(
  scope: CompanyScope,
  sitting: { id: number; applicantId: number; status: 'active' | 'rejected' | 'hired' }[],
  from: StoredStage,
  to: StoredStage,
  now: Date,
  actor: Actor,
): Promise<void> {
  const ids = sitting.map((application) => application.id)
  await scope.db
    .update(applications)
    .set({ stageId: to.id, stageEnteredAt: now, updatedAt: now })
    .where(scope.where(applications, inArray(applications.id, ids)))
  if (to.kind === 'hired') {
    await scope.db
      .update(applications)
      .set({ status: 'hired' })
      .where(scope.where(applications, inArray(applications.id, ids), eq(applications.status, 'active')))
  }
  for (const application of sitting) {
    await recordApplicantActivity(
      scope,
      application.applicantId,
      { kind: 'moved', text: `Moved from ${from.name} to ${to.name}: the ${from.name} stage was deleted`, actor, details: { application_id: application.id } },
      now,
    )
  }
}
