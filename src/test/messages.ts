import type { EmailTemplate, Message } from '@common/messages'

/** A template as the API answers it, for component tests of the templates editor, the composer and the reject dialogs. */
export function testTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: 11,
    name: 'Not qualified',
    kind: 'rejection',
    subject: 'Your application for {{ job.title }}',
    body: 'Hi {{ candidate.first_name }},\n\nThank you for applying.',
    is_default: false,
    created_at: '2026-01-10T09:00:00Z',
    updated_at: '2026-01-10T09:00:00Z',
    ...overrides,
  }
}

/** A message as the API answers it, for component tests. */
export function testMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 90,
    subject: 'Next steps',
    body: 'Hi Ada,\n\nCould you send **two** references?',
    to: 'ada@example.com',
    status: 'sent',
    send_at: '2026-01-12T09:00:00Z',
    sent_at: '2026-01-12T09:00:05Z',
    failure: null,
    sender: { id: 1, name: 'Dana Reyes' },
    template_id: null,
    application_id: 31,
    created_at: '2026-01-12T09:00:00Z',
    ...overrides,
  }
}
