import type { AccessMap } from '../permissions'

/** Email templates and candidate messages (contract section 18). */
export const MESSAGE_ACCESS = {
  /** The templates list: Settings, and the composer's template choice. */
  templates: ['settings.allow', 'resume_and_candidates.edit'],
  /** Settings → Email templates: create, edit, delete, choose each kind's default. */
  manageTemplates: ['settings.allow'],
  /** Preview a template or a message, write to an applicant, cancel a scheduled message. */
  send: ['resume_and_candidates.edit'],
  /** An applicant's messages. */
  read: ['resume_and_candidates.view'],
} as const satisfies AccessMap
