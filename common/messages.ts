import { z } from 'zod'
import { databaseId, idParamSchema } from './list-query'

/**
 * Candidate messages and email templates (contract section 18): one source for the server's
 * validation, the OpenAPI document, the settings editor, the composer and the reject dialogs.
 */

export const EMAIL_TEMPLATE_KINDS = ['confirmation', 'rejection', 'interview', 'scheduling', 'offer', 'general'] as const
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number]

export const EMAIL_TEMPLATE_KIND_LABELS: Record<EmailTemplateKind, string> = {
  confirmation: 'Application received',
  rejection: 'Rejection',
  interview: 'Interview invitation',
  scheduling: 'Scheduling link',
  offer: 'Offer',
  general: 'General',
}

/** What the product sends a kind's default for, shown beside the kind in Settings. */
export const EMAIL_TEMPLATE_KIND_USES: Record<EmailTemplateKind, string> = {
  confirmation: 'Sent when someone applies on the careers site',
  rejection: 'Offered when an application is rejected, one template per reason',
  interview: 'Sent with an interview’s calendar invitation',
  scheduling: 'Sent with a link the candidate uses to book an interview',
  offer: 'Sent with an offer letter',
  general: 'A starting point for any message',
}

/**
 * The merge fields a subject or body may use, as `{{ candidate.first_name }}`. Any other name is a
 * 422 naming it. Values are text: a field never adds markup.
 */
export const MERGE_FIELDS = [
  { name: 'candidate.first_name', label: 'Candidate’s first name', sample: 'Ana' },
  { name: 'candidate.name', label: 'Candidate’s full name', sample: 'Ana Lima' },
  { name: 'job.title', label: 'Job title', sample: 'Backend Engineer' },
  { name: 'company.name', label: 'Company name', sample: 'Acme' },
  { name: 'sender.name', label: 'Your name', sample: 'Sam Rivera' },
  { name: 'interview.when', label: 'Interview date and time', sample: 'Tuesday, 3 March at 10:00 (Europe/Lisbon)' },
  { name: 'interview.location', label: 'Interview place or video link', sample: 'https://meet.example.com/ana-lima' },
  { name: 'scheduling.link', label: 'Self-scheduling link', sample: 'https://careers.example.com/careers/schedule/?token=sample' },
  { name: 'offer.link', label: 'Offer link', sample: 'https://careers.example.com/careers/offer/?token=sample' },
  { name: 'offer.salary', label: 'Offered salary', sample: '$85,000 a year' },
  { name: 'offer.start_date', label: 'Start date', sample: '1 April 2027' },
  { name: 'offer.expires_at', label: 'Offer expiry', sample: '20 March 2027' },
  { name: 'manager.name', label: 'Hiring manager’s name', sample: 'Jo Chen' },
  { name: 'privacy.link', label: 'Privacy link (see, download or erase their data)', sample: 'https://careers.example.com/careers/privacy/?token=sample' },
] as const
export type MergeFieldName = (typeof MERGE_FIELDS)[number]['name']
export const MERGE_FIELD_NAMES: readonly string[] = MERGE_FIELDS.map((field) => field.name)

export const MESSAGE_LIMITS = {
  templateName: 100,
  subject: 200,
  body: 20_000,
  /** Templates one company keeps at most. */
  templates: 200,
  /** How far ahead a message may be scheduled, in days. */
  scheduleDays: 90,
} as const

const templateName = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(MESSAGE_LIMITS.templateName, `Use at most ${MESSAGE_LIMITS.templateName} characters`)
const subject = z.string({ error: 'Enter a subject' }).trim().min(1, 'Enter a subject').max(MESSAGE_LIMITS.subject, `Use at most ${MESSAGE_LIMITS.subject} characters`)
const body = z
  .string({ error: 'Write the message' })
  .trim()
  .min(1, 'Write the message')
  .max(MESSAGE_LIMITS.body, `Use at most ${MESSAGE_LIMITS.body.toLocaleString('en-US')} characters`)
/** When a message leaves; left out, it leaves now. The server refuses a time in the past or too far ahead (422). */
const sendAt = z.iso.datetime({ offset: true, error: 'Use a date and time like 2027-03-01T09:00:00Z' }).meta({ description: 'ISO 8601; left out, the message leaves now' })

export const emailTemplateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(EMAIL_TEMPLATE_KINDS),
    subject: z.string(),
    body: z.string().meta({ description: 'Markdown with merge fields such as {{ candidate.first_name }}' }),
    is_default: z.boolean().meta({ description: 'What the product sends for its kind; a default cannot be deleted' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'EmailTemplate' })
export const emailTemplateListSchema = z.object({ data: z.array(emailTemplateSchema) })
export const emailTemplateListQuerySchema = z.object({ kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: `Use one of: ${EMAIL_TEMPLATE_KINDS.join(', ')}` }).optional() })

export const createEmailTemplateInputSchema = z.object({
  name: templateName,
  kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: `Use one of: ${EMAIL_TEMPLATE_KINDS.join(', ')}` }),
  subject,
  body,
  is_default: z.boolean({ error: 'Use true or false' }).optional().meta({ description: 'true makes it its kind’s default in place of the old one' }),
})
/** A template's kind is fixed once made: a default moves between templates of one kind. */
export const updateEmailTemplateInputSchema = createEmailTemplateInputSchema.omit({ kind: true }).partial()
export const emailTemplateIdSchema = idParamSchema

export const previewInputSchema = z.object({
  subject,
  body,
  application_id: databaseId('Use an application id').optional().meta({ description: 'Fill the fields with this application’s values; left out, with sample values' }),
})
export const renderedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() }).meta({ id: 'RenderedMail' })

export const MESSAGE_STATUSES = ['scheduled', 'sent', 'failed', 'cancelled'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { scheduled: 'Scheduled', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' }

export const messageSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    body: z.string().meta({ description: 'The Markdown as sent, merge fields filled' }),
    to: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    send_at: z.string(),
    sent_at: z.string().nullable(),
    /** Why a failed message failed, in words a user can act on; null otherwise. */
    failure: z.string().nullable(),
    sender: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    template_id: z.number().int().nullable(),
    application_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Message' })
export const messageListSchema = z.object({ data: z.array(messageSchema) })

export const sendMessageInputSchema = z.object({
  template_id: databaseId('Use a template id').optional(),
  subject,
  body,
  application_id: databaseId('Use an application id').optional().meta({ description: 'The application the message is about: fills {{ job.title }}' }),
  send_at: sendAt.optional(),
})
export const messageParamSchema = z.object({
  id: idParamSchema.shape.id,
  message_id: idParamSchema.shape.id,
})

/** The mail a rejection sends (POST applications/{id}/reject, POST applications/bulk with action reject). */
export const rejectionEmailSchema = z.object({
  template_id: databaseId('Use a template id', 'Choose a template'),
  send_at: sendAt.optional(),
})

export type EmailTemplate = z.infer<typeof emailTemplateSchema>
export type CreateEmailTemplateInput = z.input<typeof createEmailTemplateInputSchema>
export type UpdateEmailTemplateInput = z.input<typeof updateEmailTemplateInputSchema>
export type PreviewInput = z.input<typeof previewInputSchema>
export type RenderedMail = z.infer<typeof renderedMailSchema>
export type Message = z.infer<typeof messageSchema>
export type SendMessageInput = z.input<typeof sendMessageInputSchema>
export type RejectionEmail = z.input<typeof rejectionEmailSchema>
