import { z } from 'zod'
import { coercedDatabaseId, idParamSchema } from './list-query'

/**
 * The hiring pipeline (contract sections 9 and 11): the company's stages, the board of a job, and
 * the reasons an application is rejected for.
 */

export const STAGE_KINDS = ['applied', 'in_progress', 'offer', 'hired'] as const
export type StageKind = (typeof STAGE_KINDS)[number]

export const STAGE_KIND_LABELS: Record<StageKind, string> = {
  applied: 'Applied',
  in_progress: 'In progress',
  offer: 'Offer',
  hired: 'Hired',
}

/** A new company's stages, in order: exactly one `applied` first and one `hired` last. */
export const DEFAULT_STAGES: readonly { name: string; kind: StageKind }[] = [
  { name: 'Applied', kind: 'applied' },
  { name: 'Screening', kind: 'in_progress' },
  { name: 'Interview', kind: 'in_progress' },
  { name: 'Offer', kind: 'offer' },
  { name: 'Hired', kind: 'hired' },
]

/** A new company's rejection reasons (contract section 9). */
export const DEFAULT_REJECTION_REASONS: readonly string[] = [
  'Not qualified',
  'Position filled',
  'Withdrew',
  'No response',
  'Salary expectations',
  'Other',
]

/** Days applicant data is kept (contract section 9). */
export const DEFAULT_RETENTION_DAYS = 365
export const RETENTION_DAYS_LIMITS = { min: 30, max: 3650 } as const

export const STAGE_LIMITS = { name: 60, stages: 20 } as const

/** The kinds no user may delete: every application starts in `applied` and ends in `hired`. */
export const PERMANENT_STAGE_KINDS: readonly StageKind[] = ['applied', 'hired']

export const stageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(STAGE_KINDS),
  /** 0 for the first stage (`applied`); the `hired` stage has the last. */
  position: z.number().int(),
  application_count: z.number().int().meta({ description: 'Applications in the stage now, of every job, rejected ones not counted (as the dashboard’s funnel counts)' }),
  rejected_count: z
    .number()
    .int()
    .meta({ description: 'Rejected applications that left from this stage: not counted above, but moved with the others when the stage is deleted' }),
})

export const stageListSchema = z.object({ data: z.array(stageSchema) })

const stageName = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(STAGE_LIMITS.name, `Use at most ${STAGE_LIMITS.name} characters`)

const stagePosition = z
  .number({ error: 'Use a whole number' })
  .int('Use a whole number')
  .min(0, 'Use a position of 0 or more')
  .meta({ description: '0-based place in the order; kept after `applied` and before `hired`' })

/** POST settings/pipeline-stages: a new `in_progress` stage, before `hired` unless a position is given. */
export const createStageInputSchema = z.object({ name: stageName, position: stagePosition.optional() })

/** PATCH settings/pipeline-stages/{id}: rename, or move in the order (not `applied` nor `hired`). */
export const updateStageInputSchema = z.object({ name: stageName.optional(), position: stagePosition.optional() })

/** DELETE settings/pipeline-stages/{id}?move_to={id}: where its applications go. */
export const deleteStageQuerySchema = z.object({
  move_to: coercedDatabaseId('Use a stage id').optional(),
})

export const stageIdSchema = idParamSchema

/** A card on the board: one application. */
export const cardSchema = z.object({
  id: z.number().int(),
  applicant: z.object({
    id: z.number().int(),
    name: z.string(),
    headline: z.string().nullable(),
    has_email: z.boolean().meta({ description: 'Whether a rejection mail can reach them' }),
  }),
  rating: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** ISO 8601. */
  stage_entered_at: z.string(),
})

/** GET jobs/{id}/pipeline: the company's stages in order, each with the job's active and hired applications. */
export const pipelineSchema = z.object({
  stages: z.array(stageSchema.omit({ rejected_count: true }).extend({ applications: z.array(cardSchema) })),
  /** The job's rejected applications, which the board leaves out. */
  rejected_count: z.number().int(),
})

export type Stage = z.infer<typeof stageSchema>
export type Card = z.infer<typeof cardSchema>
export type Pipeline = z.infer<typeof pipelineSchema>
export type CreateStageInput = z.output<typeof createStageInputSchema>
export type UpdateStageInput = z.output<typeof updateStageInputSchema>
