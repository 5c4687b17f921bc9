import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { conflict } from '../../lib/errors'
import { readTemplate, TEMPLATE } from './template-record'

/** Deletes a template that is not its kind's default (that one is what the product sends: 409). Messages sent from it keep their text. */
export async function deleteTemplate(scope: CompanyScope, id: number): Promise<void> {
  await scope.transaction(async (tx) => {
    const stored = await readTemplate(tx, id, true)
    if (stored.isDefault) throw conflict('This is its kind’s default, which the product sends: make another template the default first')
    await tx.remove(emailTemplates, id, TEMPLATE)
  })
}
