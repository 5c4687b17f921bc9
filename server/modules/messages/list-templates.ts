import type { EmailTemplate, EmailTemplateKind } from '@common/messages'
import { asc, desc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { toEmailTemplate } from './template-record'

/** The company's templates, by kind in the contract's order, each kind's default first, then by name. */
export async function listTemplates(scope: CompanyScope, kind: EmailTemplateKind | undefined): Promise<EmailTemplate[]> {
  const rows = await scope.db
    .select()
    .from(emailTemplates)
    .where(scope.where(emailTemplates, kind ? eq(emailTemplates.kind, kind) : undefined))
    .orderBy(asc(emailTemplates.kind), desc(emailTemplates.isDefault), asc(emailTemplates.name), asc(emailTemplates.id))
  return rows.map(toEmailTemplate)
}
