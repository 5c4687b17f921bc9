import type { EmailTemplate } from '@common/messages'
import type { EmploymentType } from '@common/job-labels'
import { createOfferInputSchema, offerFieldsSchema, type CreateOfferInput, type Offer, type UpdateOfferInput } from '@common/offers'
import type { SalaryPeriod } from '@common/format'
import { formCheckErrors } from '@/lib/form-errors'
import { toZonedLocal, zonedLocalToUtc } from '@/lib/zoned-time'

/**
 * The offer form's values: inputs hold text; numbers may be '' while empty; `expires_at` is a `YYYY-MM-DDTHH:mm` on the
 * company's clock (Settings), the zone the letter gives the expiry in, whatever the maker's browser says.
 */
export interface OfferFormValues {
  template_id: string
  job_title: string
  employment_type: EmploymentType
  start_date: string
  salary: number | string
  salary_currency: string
  salary_period: SalaryPeriod
  bonus: number | string
  equity: string
  manager_id: string
  expires_at: string
}

export type OfferFormField = keyof OfferFormValues

export const OFFER_FORM_FIELDS: readonly OfferFormField[] = [
  'template_id',
  'job_title',
  'employment_type',
  'start_date',
  'salary',
  'salary_currency',
  'salary_period',
  'bonus',
  'equity',
  'manager_id',
  'expires_at',
]

/** Days ahead an offer expires unless the maker says otherwise. */
export const DEFAULT_EXPIRY_DAYS = 14

/** What a new offer starts from: the application's job and its requisition, as far as the maker may read them. */
export interface OfferPrefill {
  job: { title: string; employment_type: EmploymentType; salary_currency: string | null } | null
  requisition: { target_start_date: string | null; salary_currency: string | null } | null
  /** The company's offer letter templates (GET email-templates?kind=offer). */
  templates: readonly Pick<EmailTemplate, 'id' | 'is_default'>[]
  /** The manager found for the requisition's hiring manager among the employees, or ''. */
  managerId: string
  now: Date
  /** The company's time zone, in which the expiry is chosen. */
  zone: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The browser's calendar day of a date, `YYYY-MM-DD`. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/**
 * A new offer's values: the job's title and employment type; the requisition's target start date
 * when it is still ahead; the salary's currency from the requisition's band (else the job's);
 * the default letter template; the hiring manager when they are an employee; expiring in
 * DEFAULT_EXPIRY_DAYS days at this time of day.
 */
export function offerPrefill({ job, requisition, templates, managerId, now, zone }: OfferPrefill): OfferFormValues {
  const target = requisition?.target_start_date ?? null
  const template = templates.find((candidate) => candidate.is_default) ?? templates[0]
  return {
    template_id: template ? String(template.id) : '',
    job_title: job?.title ?? '',
    employment_type: job?.employment_type ?? 'full_time',
    start_date: target && target > localDay(now) ? target : '',
    salary: '',
    salary_currency: requisition?.salary_currency ?? job?.salary_currency ?? '',
    salary_period: 'year',
    bonus: '',
    equity: '',
    manager_id: managerId,
    expires_at: toZonedLocal(new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * 86_400_000), zone),
  }
}

/** An offer's values, to edit it, its expiry on the clock of `zone`. */
export function offerFormValues(offer: Offer, zone: string): OfferFormValues {
  return {
    template_id: offer.template_id === null ? '' : String(offer.template_id),
    job_title: offer.job_title,
    employment_type: offer.employment_type,
    start_date: offer.start_date,
    salary: offer.salary,
    salary_currency: offer.salary_currency,
    salary_period: offer.salary_period,
    bonus: offer.bonus ?? '',
    equity: offer.equity ?? '',
    manager_id: offer.manager ? String(offer.manager.id) : '',
    expires_at: toZonedLocal(offer.expires_at, zone),
  }
}

const amount = (value: number | string) => (value === '' ? undefined : Number(value))
/** The instant of a wall-clock expiry in `zone`; undefined while the input holds no whole date and time. */
const expiry = (value: string, zone: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? zonedLocalToUtc(value, zone) : undefined)

/** The values as the API's fields, before validation: empty inputs become null, the expiry on the company's clock an instant. */
export function offerFieldsInput(values: OfferFormValues, zone: string) {
  return {
    template_id: values.template_id === '' ? undefined : Number(values.template_id),
    job_title: values.job_title,
    employment_type: values.employment_type,
    start_date: values.start_date === '' ? undefined : values.start_date,
    salary: amount(values.salary),
    salary_currency: values.salary_currency,
    salary_period: values.salary_period,
    bonus: amount(values.bonus) ?? null,
    equity: values.equity.trim() || null,
    manager_id: values.manager_id === '' ? null : Number(values.manager_id),
    expires_at: expiry(values.expires_at, zone),
  }
}

/** POST offers' (and the letter preview's) body. */
export function createOfferInput(applicationId: number, values: OfferFormValues, zone: string): CreateOfferInput {
  return { application_id: applicationId, ...offerFieldsInput(values, zone) } as CreateOfferInput
}

/** PATCH offers/{id}'s body: only what changed, so an untouched salary never restarts the approval. */
export function changedOfferFields(offer: Offer, values: OfferFormValues, zone: string): UpdateOfferInput {
  const input = offerFieldsInput(values, zone)
  const stored = offerFieldsInput(offerFormValues(offer, zone), zone)
  const changes: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (value !== stored[field as keyof typeof stored]) changes[field] = value
  }
  // The stored expiry is kept to the second; the form's minute must not count as a change.
  if (values.expires_at === toZonedLocal(offer.expires_at, zone)) delete changes.expires_at
  return changes as UpdateOfferInput
}

/**
 * The errors the server would answer with, by the shared schema, one per field; and an expiry
 * that has passed (the server wants it in the future) when it was changed.
 */
export function offerFormErrors(
  values: OfferFormValues,
  { now, expiryChanged, zone }: { now: Date; expiryChanged: boolean; zone: string },
): Partial<Record<OfferFormField, string>> {
  const input = offerFieldsInput(values, zone)
  const errors = formCheckErrors<OfferFormField, unknown>(offerFieldsSchema, input, () => [])
  if (values.start_date === '') errors.start_date = 'Choose a start date'
  if (values.salary === '') errors.salary = 'Give the salary'
  if (values.salary_currency.trim() === '') errors.salary_currency = 'Choose a currency'
  if (values.template_id === '') errors.template_id = 'Choose a letter template'
  if (values.expires_at === '') errors.expires_at = 'Choose when the offer expires'
  else if (expiryChanged && !errors.expires_at && input.expires_at !== undefined && new Date(input.expires_at).getTime() <= now.getTime())
    errors.expires_at = 'Choose a time in the future'
  return errors
}

/** The body the letter preview may be asked with, or null while the form lacks what the letter needs. */
export function previewInput(applicationId: number, values: OfferFormValues, zone: string): CreateOfferInput | null {
  const input = createOfferInput(applicationId, values, zone)
  return createOfferInputSchema.safeParse(input).success ? input : null
}
