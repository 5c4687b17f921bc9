import type { FormErrors } from '@mantine/form'
import { INTERVIEW_LIMITS, schedulingLinkInputSchema, type SchedulingLinkInput } from '@common/interviews'
import { zonedLocalToUtc } from '@/lib/zoned-time'

/** The link form's values: the window as whole days in the company's zone. */
export interface SchedulingLinkValues {
  kit_id: string
  interviewer_ids: number[]
  duration_minutes: number | string
  /** `YYYY-MM-DD`, from the start of that day. */
  from: string
  /** `YYYY-MM-DD`, to the end of that day. */
  to: string
  /** The candidate's zone, in which they see the slots. */
  timezone: string
}

export function newLinkValues(zone: string): SchedulingLinkValues {
  return { kit_id: '', interviewer_ids: [], duration_minutes: 60, from: '', to: '', timezone: zone }
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

export function linkInput(values: SchedulingLinkValues, zone: string): SchedulingLinkInput {
  const day = /^\d{4}-\d{2}-\d{2}$/
  return {
    kit_id: values.kit_id ? Number(values.kit_id) : null,
    interviewer_ids: values.interviewer_ids,
    duration_minutes: values.duration_minutes === '' ? Number.NaN : Number(values.duration_minutes),
    from: day.test(values.from) ? zonedLocalToUtc(`${values.from}T00:00`, zone) : '',
    to: day.test(values.to) ? zonedLocalToUtc(`${nextDay(values.to)}T00:00`, zone) : '',
    timezone: values.timezone,
  }
}

export const LINK_FIELDS = ['kit_id', 'interviewer_ids', 'duration_minutes', 'from', 'to', 'timezone'] as const

export function linkErrors(values: SchedulingLinkValues, zone: string): FormErrors {
  const errors: FormErrors = {}
  if (!values.from) errors.from = 'Choose the first day'
  if (!values.to) errors.to = 'Choose the last day'
  else if (values.from && values.to < values.from) errors.to = 'End on or after the first day'
  else if (values.from && (Date.parse(values.to) - Date.parse(values.from)) / 86_400_000 >= INTERVIEW_LIMITS.linkWindowDays)
    errors.to = `A window lasts at most ${INTERVIEW_LIMITS.linkWindowDays} days`
  const parsed = schedulingLinkInputSchema.safeParse(linkInput(values, zone))
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'from')] ??= issue.message
  return errors
}

/** The zones a browser knows, for choosing the candidate's, with the company's first when the browser lacks it (UTC in some). */
export function timeZoneNames(zone: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.includes(zone) ? zones : [zone, ...zones]
}
