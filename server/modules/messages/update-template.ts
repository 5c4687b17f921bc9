import type { EmailTemplate, UpdateEmailTemplateInput } from '@common/messages'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { fieldError } from '../../lib/errors'
import { checkTemplateText, readTemplate, TEMPLATE, toEmailTemplate, unsetDefault, defaultRace } from './template-record'

/** Edits a template; `is_default: true` makes it its kind's default in place of the old one. A kind always keeps one default. */
export async function updateTemplate(scope: CompanyScope, id: number, input: UpdateEmailTemplateInput, now: Date): Promise<EmailTemplate> {
  return defaultRace(() =>
    scope.transaction(async (tx) => {
      const stored = await readTemplate(tx, id, true)
      checkTemplateText({ subject: input.subject ?? stored.subject, body: input.body ?? stored.body })
      if (input.is_default === false && stored.isDefault) {
        throw fieldError(422, 'is_default', 'Each kind keeps a default: make another template of this kind the default instead')
      }
      const becomesDefault = input.is_default === true && !stored.isDefault
      if (becomesDefault) await unsetDefault(tx, stored.kind, now)
      const row = await tx.update(
        emailTemplates,
        id,
        {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.subject !== undefined ? { subject: input.subject } : {}),
          ...(input.body !== undefined ? { body: input.body } : {}),
          ...(becomesDefault ? { isDefault: true } : {}),
          updatedAt: now,
        },
        TEMPLATE,
      )
      return toEmailTemplate(row)
    }),
  )
}
