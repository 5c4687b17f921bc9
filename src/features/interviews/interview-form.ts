import type { FormErrors } from '@mantine/form'
import { createInterviewSchema, updateInterviewSchema, type CreateInterviewInput, type Interview, type InterviewerOption, type UpdateInterviewInput } from '@common/interviews'
import { isNormalizedError, type NormalizedError } from '@/lib/errors'
import { toZonedLocal, zonedLocalToUtc } from '@/lib/zoned-time'

/** The scheduling form's values: a wall-clock date and start in the company's zone, and a length. */
export interface InterviewValues {
  kit_id: string
  title: string
  /** `YYYY-MM-DD` in the company's zone. */
  date: string
  /** `HH:MM` in the company's zone. */
  start: string
  duration_minutes: number | string
  location: string
  video_url: string
  interviewer_ids: number[]
  notify_candidate: boolean
}

export const DEFAULT_INTERVIEW_MINUTES = 60

export function newInterviewValues(): InterviewValues {
  return { kit_id: '', title: '', date: '', start: '', duration_minutes: DEFAULT_INTERVIEW_MINUTES, location: '', video_url: '', interviewer_ids: [], notify_candidate: true }
}

/** A scheduled interview's values as the company's clock shows them, for a reschedule. */
export function rescheduleValues(interview: Interview, zone: string): InterviewValues {
  const [date = '', start = ''] = toZonedLocal(interview.starts_at, zone).split('T')
  return {
    kit_id: interview.kit ? String(interview.kit.id) : '',
    title: interview.title,
    date,
    start,
    duration_minutes: Math.round((Date.parse(interview.ends_at) - Date.parse(interview.starts_at)) / 60_000),
    location: interview.location ?? '',
    video_url: interview.video_url ?? '',
    interviewer_ids: interview.interviewers.map((person) => person.id),
    notify_candidate: false,
  }
}

/** The interview's window as UTC instants, or null while the date, start or length is missing. */
export function interviewWindow(values: Pick<InterviewValues, 'date' | 'start' | 'duration_minutes'>, zone: string): { starts_at: string; ends_at: string } | null {
  const minutes = Number(values.duration_minutes)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || !/^\d{2}:\d{2}$/.test(values.start) || values.duration_minutes === '' || !(minutes > 0)) return null
  const starts_at = zonedLocalToUtc(`${values.date}T${values.start}`, zone)
  return { starts_at, ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString() }
}

export function createInput(values: InterviewValues, applicationId: number, zone: string, allowConflicts: boolean): CreateInterviewInput {
  const window = interviewWindow(values, zone)
  return {
    application_id: applicationId,
    kit_id: values.kit_id ? Number(values.kit_id) : null,
    title: values.title,
    starts_at: window?.starts_at ?? '',
    ends_at: window?.ends_at ?? '',
    timezone: zone,
    location: values.location,
    video_url: values.video_url,
    interviewer_ids: values.interviewer_ids,
    notify_candidate: values.notify_candidate,
    ...(allowConflicts ? { allow_conflicts: true } : {}),
  }
}

export function updateInput(values: InterviewValues, zone: string, allowConflicts: boolean): UpdateInterviewInput {
  const window = interviewWindow(values, zone)
  return {
    starts_at: window?.starts_at ?? '',
    ends_at: window?.ends_at ?? '',
    timezone: zone,
    location: values.location,
    video_url: values.video_url,
    interviewer_ids: values.interviewer_ids,
    ...(allowConflicts ? { allow_conflicts: true } : {}),
  }
}

/** The API's fields as the form shows them: the times belong to the date, start and length the user typed. */
const FIELD_OF: Record<string, string> = { starts_at: 'start', ends_at: 'duration_minutes', timezone: 'start', kit_id: 'kit_id' }
export const formField = (field: string) => FIELD_OF[field] ?? (field.startsWith('interviewer_ids') ? 'interviewer_ids' : field)

export const INTERVIEW_FIELDS = ['kit_id', 'title', 'date', 'start', 'duration_minutes', 'location', 'video_url', 'interviewer_ids', 'notify_candidate'] as const

/** The server's rules checked before sending, each beside the field the user fills. */
export function interviewErrors(values: InterviewValues, zone: string, rescheduling: boolean): FormErrors {
  const errors: FormErrors = {}
  if (!values.date) errors.date = 'Choose a date'
  if (!values.start) errors.start = 'Choose a start time'
  const minutes = Number(values.duration_minutes)
  if (values.duration_minutes === '' || !Number.isInteger(minutes) || minutes < 1) errors.duration_minutes = 'Enter the length in minutes'
  else if (minutes > 8 * 60) errors.duration_minutes = 'An interview lasts at most 8 hours'
  const parsed = rescheduling ? updateInterviewSchema.safeParse(updateInput(values, zone, false)) : createInterviewSchema.safeParse(createInput(values, 1, zone, false))
  if (!parsed.success) for (const issue of parsed.error.issues) errors[formField(String(issue.path[0] ?? 'start'))] ??= issue.message
  return errors
}

/** A 422 from the API with its fields renamed to the form's, so they show beside what the user typed. */
export function asFormFailure(failure: unknown): unknown {
  if (!isNormalizedError(failure) || failure.status !== 422) return failure
  const data = failure.data as { errors?: Record<string, string[]> } | null
  if (!data?.errors) return failure
  const errors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(data.errors)) errors[formField(field)] ??= messages
  return { ...failure, data: { ...data, errors } } satisfies NormalizedError
}

/** The 409's people already busy then (contract 16), or null for any other failure. */
export function conflictsOf(failure: unknown): { user: { id: number; name: string }; interview_id: number }[] | null {
  if (!isNormalizedError(failure) || failure.status !== 409) return null
  const conflicts = (failure.data as { conflicts?: unknown } | null)?.conflicts
  return Array.isArray(conflicts) ? (conflicts as { user: { id: number; name: string }; interview_id: number }[]) : null
}

const clock = (instant: string, zone: string) => toZonedLocal(instant, zone).slice(11)

/** "Busy 10:00–11:00 (Onsite with Ana)", in the company's zone. */
export function conflictText(conflict: InterviewerOption['conflicts'][number], zone: string): string {
  return `Busy ${clock(conflict.starts_at, zone)}–${clock(conflict.ends_at, zone)} (${conflict.title})`
}

/** "14:00 in Asia/Kolkata": the start on the person's own clock, when it is not the company's. */
export function ownClockText(person: Pick<InterviewerOption, 'timezone'>, startsAt: string | null, zone: string): string | null {
  if (!startsAt || person.timezone === zone) return null
  return `${clock(startsAt, person.timezone)} in ${person.timezone}`
}

/** "Mon, Dec 7, 2026" and "10:00–11:00" on the company's clock. */
export function interviewWhen(interview: Pick<Interview, 'starts_at' | 'ends_at'>, zone: string): { day: string; times: string } {
  const day = new Intl.DateTimeFormat('en', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(interview.starts_at))
  return { day, times: `${clock(interview.starts_at, zone)}–${clock(interview.ends_at, zone)}` }
}
