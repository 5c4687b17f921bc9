import type { EmailTemplate } from '@common/messages'
import { and, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates, type EmailTemplateRow } from '../../db/schema/messages'
import { conflict, isUniqueViolation, notFound } from '../../lib/errors'
import { renderMail, sampleValues } from './render'

export const TEMPLATE = 'Email template'

export function toEmailTemplate(row: EmailTemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A template's subject and body render (with sample values): an unknown merge field or broken syntax is a 422 when it is saved, not when it is sent. */
export function checkTemplateText(text: { subject: string; body: string }): void {
  renderMail(text, sampleValues(), 'Acme')
}

export async function readTemplate(scope: CompanyScope, id: number, forUpdate = false): Promise<EmailTemplateRow> {
  const query = scope.db
    .select()
    .from(emailTemplates)
    .where(scope.where(emailTemplates, eq(emailTemplates.id, id)))
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound(TEMPLATE)
  return row
}

/** The kind's default no longer is one: done before another becomes it, as the unique index allows one. */
export async function unsetDefault(scope: CompanyScope, kind: EmailTemplateRow['kind'], now: Date): Promise<void> {
  await scope.db
    .update(emailTemplates)
    .set({ isDefault: false, updatedAt: now })
    .where(scope.where(emailTemplates, and(eq(emailTemplates.kind, kind), eq(emailTemplates.isDefault, true))))
}

/** Two writers making two templates of one kind its default at once: the unique index keeps one, the other hears so. */
export async function defaultRace<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'email_templates_one_default_per_kind'))
      throw conflict('Another template of this kind was made the default at the same time: reload and try again')
    throw error
  }
}
