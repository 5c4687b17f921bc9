import type { EmailTemplateKind } from '@common/messages'
import type { Database } from './client'
import { emailTemplates } from './schema/messages'

export interface TemplateText {
  name: string
  kind: EmailTemplateKind
  subject: string
  body: string
}

/**
 * The template of each kind a new company starts with, its default: short, warm and plain, in the
 * voice of a recruiter who answers every candidate. The confirmation has no sender (the careers
 * site sends it), so it signs with the company.
 */
export const DEFAULT_EMAIL_TEMPLATES: readonly TemplateText[] = [
  {
    name: 'Application received',
    kind: 'confirmation',
    subject: 'We received your application for {{ job.title }}',
    body: [
      'Hi {{ candidate.first_name }},',
      'Thank you for applying for the {{ job.title }} role at {{ company.name }}. Your application is with us, and a person on our team will read it.',
      'We aim to let you know where things stand within two weeks, whatever the outcome. If anything changes on your side in the meantime, just reply to this email.',
      'Best wishes,\\\nThe {{ company.name }} hiring team',
      '_If you did not apply, you can ignore this email._',
    ].join('\n\n'),
  },
  {
    name: 'Rejection',
    kind: 'rejection',
    subject: 'Your application for {{ job.title }}',
    body: [
      'Hi {{ candidate.first_name }},',
      'Thank you for your interest in the {{ job.title }} role and for the time you put into applying.',
      'We have decided not to move forward with your application this time. We know that is disappointing to hear, and we are grateful you considered {{ company.name }}.',
      'If you see another role with us that fits, we would be glad to hear from you again.',
      'Kind regards,\\\n{{ sender.name }}\\\n{{ company.name }}',
    ].join('\n\n'),
  },
  {
    name: 'Interview invitation',
    kind: 'interview',
    subject: 'Your interview for {{ job.title }} at {{ company.name }}',
    body: [
      'Hi {{ candidate.first_name }},',
      'We enjoyed reading your application for {{ job.title }} and would like to talk with you.',
      '- **When:** {{ interview.when }}\n- **Where:** {{ interview.location }}',
      'The calendar invitation is attached. If the time does not suit you, reply to this email and we will find another.',
      'Looking forward to meeting you,\\\n{{ sender.name }}',
    ].join('\n\n'),
  },
  {
    name: 'Scheduling link',
    kind: 'scheduling',
    subject: 'Choose a time to talk about {{ job.title }}',
    body: [
      'Hi {{ candidate.first_name }},',
      'Thank you for your application for {{ job.title }}. We would like to meet you: please choose a time that suits you here:',
      '[Choose a time]({{ scheduling.link }})',
      'If none of the times work, reply to this email and we will sort something out.',
      'Best wishes,\\\n{{ sender.name }}',
    ].join('\n\n'),
  },
  {
    name: 'Offer',
    kind: 'offer',
    subject: 'Your offer from {{ company.name }}',
    body: [
      'Hi {{ candidate.first_name }},',
      'We are delighted to offer you the {{ job.title }} role at {{ company.name }}.',
      '- **Salary:** {{ offer.salary }}\n- **Start date:** {{ offer.start_date }}',
      'You can read the full offer and accept it here: [your offer]({{ offer.link }}). It stays open until {{ offer.expires_at }}.',
      'If you have any questions, reply to this email or ask {{ manager.name }}; we are happy to talk it through.',
      'Warm regards,\\\n{{ sender.name }}',
    ].join('\n\n'),
  },
  {
    name: 'General',
    kind: 'general',
    subject: 'About your application for {{ job.title }}',
    body: ['Hi {{ candidate.first_name }},', 'I am writing about your application for {{ job.title }}.', 'Best wishes,\\\n{{ sender.name }}\\\n{{ company.name }}'].join('\n\n'),
  },
]

/** Gives a new company its default template of each kind (in the transaction that creates it). */
export async function insertDefaultEmailTemplates(db: Database, companyId: number): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(DEFAULT_EMAIL_TEMPLATES.map((template) => ({ companyId, ...template, isDefault: true })))
    .onConflictDoNothing()
}
