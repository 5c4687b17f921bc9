import { MESSAGE_LIMITS, type CreateEmailTemplateInput, type EmailTemplate } from '@common/messages'
import { count } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { conflict } from '../../lib/errors'
import { checkTemplateText, toEmailTemplate, unsetDefault, defaultRace } from './template-record'

export async function createTemplate(
  scope: CompanyScope,
  input: Required<Pick<CreateEmailTemplateInput, 'name' | 'kind' | 'subject' | 'body'>> & { is_default?: boolean | undefined },
  now: Date,
): Promise<EmailTemplate> {
  checkTemplateText(input)
  return defaultRace(() =>
    scope.transaction(async (tx) => {
      const [kept] = await tx.db.select({ count: count() }).from(emailTemplates).where(tx.where(emailTemplates))
      if ((kept?.count ?? 0) >= MESSAGE_LIMITS.templates) throw conflict(`A company keeps at most ${MESSAGE_LIMITS.templates} templates: delete one you no longer use`)
      if (input.is_default) await unsetDefault(tx, input.kind, now)
      const row = await tx.insert(emailTemplates, {
        name: input.name,
        kind: input.kind,
        subject: input.subject,
        body: input.body,
        isDefault: input.is_default ?? false,
        createdAt: now,
        updatedAt: now,
      })
      return toEmailTemplate(row)
    }),
  )
}
