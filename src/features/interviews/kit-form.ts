import type { FormErrors } from '@mantine/form'
import { INTERVIEW_LIMITS, kitInputSchema, type Kit, type KitInput } from '@common/interviews'

/** The kit form's values: numbers and the stage as the inputs hold them. */
export interface KitValues {
  name: string
  stage_id: string
  duration_minutes: number | string
  instructions: string
  attributes: { name: string; description: string }[]
  questions: string[]
}

export const DEFAULT_KIT_DURATION = 60

export function kitValues(kit: Kit | null, stageId: number | null): KitValues {
  if (!kit)
    return {
      name: '',
      stage_id: stageId === null ? '' : String(stageId),
      duration_minutes: DEFAULT_KIT_DURATION,
      instructions: '',
      attributes: [{ name: '', description: '' }],
      questions: [],
    }
  return {
    name: kit.name,
    stage_id: String(kit.stage.id),
    duration_minutes: kit.duration_minutes,
    instructions: kit.instructions,
    attributes: kit.attributes.map((attribute) => ({ ...attribute })),
    questions: [...kit.questions],
  }
}

export function kitInput(values: KitValues): KitInput {
  return {
    name: values.name,
    stage_id: Number(values.stage_id),
    duration_minutes: values.duration_minutes === '' ? Number.NaN : Number(values.duration_minutes),
    instructions: values.instructions,
    attributes: values.attributes,
    questions: values.questions,
  }
}

/** Every place a 422 of the kit endpoints can name: the fields, and each attribute's and question's own. */
export const KIT_FIELDS: readonly string[] = [
  'name',
  'stage_id',
  'duration_minutes',
  'instructions',
  'attributes',
  'questions',
  ...Array.from({ length: INTERVIEW_LIMITS.attributes.max }, (_, index) => [`attributes.${index}.name`, `attributes.${index}.description`]).flat(),
  ...Array.from({ length: INTERVIEW_LIMITS.questions }, (_, index) => `questions.${index}`),
]

/** The server's rules, checked before sending; each issue beside the field (or item) it names. */
export function kitErrors(values: KitValues): FormErrors {
  const parsed = kitInputSchema.safeParse(kitInput(values))
  const errors: FormErrors = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'name'] ??= issue.message
  return errors
}
