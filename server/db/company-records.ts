import { numberedSlug, slugFromName } from '@common/careers'
import { like, or, eq } from 'drizzle-orm'
import type { Database } from './client'
import { companies, type Company } from './schema/companies'
import { insertDefaultEmailTemplates } from './email-template-defaults'

type NewCompany = Omit<typeof companies.$inferInsert, 'careersSlug'> & { careersSlug?: string }

/** How many taken slugs an insert steps past before it gives up (never, in practice). */
const SLUG_ATTEMPTS = 20

/**
 * Inserts a company with a careers slug of its own: the one given, else one made from its name
 * (`acme-robotics`), numbered (`acme-robotics-2`) while another company has it. The insert skips a
 * taken slug instead of failing, so two sign-ups of one name at once each end with their own.
 * Every company starts with its default email template of each kind.
 */
export async function insertCompany(db: Database, values: NewCompany): Promise<Company> {
  const base = values.careersSlug ?? slugFromName(values.name)
  const taken = new Set(
    (
      await db
        .select({ slug: companies.careersSlug })
        .from(companies)
        .where(or(eq(companies.careersSlug, base), like(companies.careersSlug, `${base.slice(0, 30).replace(/[%_\\]/g, '\\$&')}%`)))
    ).map((row) => row.slug),
  )
  let n = 1
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    let slug = n === 1 ? base : numberedSlug(base, n)
    while (taken.has(slug)) slug = numberedSlug(base, (n += 1))
    const [company] = await db
      .insert(companies)
      .values({ ...values, careersSlug: slug })
      .onConflictDoNothing({ target: companies.careersSlug })
      .returning()
    if (company) {
      await insertDefaultEmailTemplates(db, company.id)
      return company
    }
    taken.add(slug)
  }
  throw new Error(`No free careers slug for ${values.name}`)
}
