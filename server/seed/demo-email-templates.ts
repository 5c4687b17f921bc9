import type { CompanyScope } from '../db/company-scope'
import { emailTemplates } from '../db/schema/messages'

const SIGN_OFF = 'Kind regards,\\\n{{ sender.name }}\\\n{{ company.name }}'

/**
 * One rejection template per default rejection reason, named after it: the reject dialogs offer
 * the template whose name is the chosen reason. Each says as much as a candidate can use, and no
 * more.
 */
const REJECTION_TEMPLATES: { name: string; subject: string; paragraphs: string[] }[] = [
  {
    name: 'Not qualified',
    subject: 'Your application for {{ job.title }}',
    paragraphs: [
      'Thank you for applying for the {{ job.title }} role. We read your application with care.',
      'For this role we are looking for experience that is closer to what the team needs day to day, so we will not be moving forward this time.',
      'That is about this opening, not about you: we would be glad to see your name again for a role that fits your background.',
    ],
  },
  {
    name: 'Position filled',
    subject: 'The {{ job.title }} role has been filled',
    paragraphs: [
      'Thank you for your interest in the {{ job.title }} role.',
      'We have now filled the position, so we are closing the other applications, yours included. We are sorry we could not give it a longer look.',
      'New roles open at {{ company.name }} regularly; we hope you will consider us again.',
    ],
  },
  {
    name: 'Withdrew',
    subject: 'Thank you, {{ candidate.first_name }}',
    paragraphs: [
      'Thank you for letting us know you are withdrawing from the {{ job.title }} process. We have closed your application.',
      'We enjoyed getting to know you, and the door stays open: if your plans change, just reply to this email.',
    ],
  },
  {
    name: 'No response',
    subject: 'Closing your application for {{ job.title }}',
    paragraphs: [
      'We have tried to reach you about your application for {{ job.title }} and have not heard back, so we are closing it for now.',
      'If you are still interested, reply to this email and we will pick it up again.',
    ],
  },
  {
    name: 'Salary expectations',
    subject: 'Your application for {{ job.title }}',
    paragraphs: [
      'Thank you for your time and for being open with us about what you are looking for.',
      'The budget for the {{ job.title }} role is set below your expectations, and we do not want to ask you to compromise, so we will not be moving forward.',
      'If our ranges change, or a more senior role opens, we would be glad to talk again.',
    ],
  },
  {
    name: 'Other',
    subject: 'Your application for {{ job.title }}',
    paragraphs: [
      'Thank you for applying for the {{ job.title }} role and for the time you gave us.',
      'We have decided not to move forward with your application. If you would like to know more, reply to this email and I will do my best to help.',
    ],
  },
]

export async function seedDemoEmailTemplates(scope: CompanyScope): Promise<void> {
  await scope.db.insert(emailTemplates).values(
    REJECTION_TEMPLATES.map((template) => ({
      companyId: scope.companyId,
      name: template.name,
      kind: 'rejection' as const,
      subject: template.subject,
      body: ['Hi {{ candidate.first_name }},', ...template.paragraphs, SIGN_OFF].join('\n\n'),
    })),
  )
}
