import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { CompanyScope } from '../../db/company-scope'
import { companies, type Company } from '../../db/schema/companies'
import type { CompanyLists, Settings, UpdateSettingsInput } from '@common/settings'
import { fieldError, isUniqueViolation } from '../../lib/errors'
import { FileStore } from '../../platform/files/file-store'
import { consentText } from '../privacy/public'
import type { LogoImage } from './logo-image'
import { logoKeyOf, logoUrl } from './logo-url'

function toSettings(company: Company): Settings {
  return {
    company_name: company.name,
    company_logo: company.logoUrl,
    website: company.website,
    timezone: company.timezone,
    departments: company.departments,
    locations: company.locations,
    rejection_reasons: company.rejectionReasons,
    retention_days: company.retentionDays,
    consent_text: consentText(company),
    consent_version: company.consentVersion,
    careers: {
      slug: company.careersSlug,
      public: company.careersPublic,
      intro: company.careersIntro,
      brand_color: company.careersBrandColor,
    },
  }
}

/** The caller's own company: the scope's company id is the row's id. */
async function findCompany(scope: CompanyScope): Promise<Company> {
  const [company] = await scope.db.select().from(companies).where(eq(companies.id, scope.companyId))
  if (!company) throw new Error(`Company ${scope.companyId} vanished`)
  return company
}

/** The lists alone (departments, locations, rejection reasons), for the forms that offer them to any signed-in user. */
export async function readCompanyLists(scope: CompanyScope): Promise<CompanyLists> {
  const [lists] = await scope.db
    .select({ departments: companies.departments, locations: companies.locations, rejectionReasons: companies.rejectionReasons, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, scope.companyId))
  if (!lists) throw new Error(`Company ${scope.companyId} vanished`)
  return { departments: lists.departments, locations: lists.locations, rejection_reasons: lists.rejectionReasons, timezone: lists.timezone }
}

export async function readSettings(scope: CompanyScope): Promise<Settings> {
  return toSettings(await findCompany(scope))
}

/**
 * Applies the changes; a logo removed (company_logo null) has its file deleted with it. A careers
 * slug another company has is a 409 naming it (the unique index decides, so two at once cannot
 * both take it).
 */
export async function updateSettings(scope: CompanyScope, input: UpdateSettingsInput, now: Date): Promise<Settings> {
  const careers = input.careers ?? {}
  const changes = {
    ...(input.company_name !== undefined ? { name: input.company_name } : {}),
    ...(input.company_logo !== undefined ? { logoUrl: input.company_logo } : {}),
    ...(input.website !== undefined ? { website: input.website } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.departments !== undefined ? { departments: input.departments } : {}),
    ...(input.locations !== undefined ? { locations: input.locations } : {}),
    ...(input.rejection_reasons !== undefined ? { rejectionReasons: input.rejection_reasons } : {}),
    ...(input.retention_days !== undefined ? { retentionDays: input.retention_days } : {}),
    ...(input.consent_text !== undefined ? { consentText: input.consent_text } : {}),
    ...(careers.slug !== undefined ? { careersSlug: careers.slug } : {}),
    ...(careers.public !== undefined ? { careersPublic: careers.public } : {}),
    ...(careers.intro !== undefined ? { careersIntro: careers.intro } : {}),
    ...(careers.brand_color !== undefined ? { careersBrandColor: careers.brand_color } : {}),
  }
  try {
    return await scope.db.transaction((tx) => setCompany(tx, scope.companyId, changes, now))
  } catch (error) {
    if (careers.slug !== undefined && isUniqueViolation(error, 'companies_careers_slug_unique')) {
      throw fieldError(409, 'careers.slug', `The address “${careers.slug}” is taken by another company; choose another`)
    }
    throw error
  }
}

/** Stores the image as the company's logo, in place of the previous one; returns its URL. */
export async function setLogo(scope: CompanyScope, image: LogoImage, now: Date, originalName: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const { key } = await new FileStore(tx).save(scope.companyId, { purpose: 'logo', ...image, originalName })
    const url = logoUrl(key)
    await setCompany(tx, scope.companyId, { logoUrl: url }, now)
    return url
  })
}

/** Writes the changes in the caller's transaction; the file of a replaced logo goes with them. */
async function setCompany(tx: Database, companyId: number, changes: Partial<Omit<Company, 'id' | 'createdAt' | 'updatedAt'>>, now: Date): Promise<Settings> {
  const [before] = await tx
    .select({ logoUrl: companies.logoUrl, name: companies.name, consentText: companies.consentText, retentionDays: companies.retentionDays })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update')
  if (!before) throw new Error(`Company ${companyId} vanished`)
  // The version counts what the careers form shows: a new default (another name or period) is a new text too.
  const shownChanges = consentText({ ...before, ...changes }) !== consentText(before)
  const [after] = await tx
    .update(companies)
    .set({ ...changes, ...(shownChanges ? { consentVersion: sql`${companies.consentVersion} + 1` } : {}), updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning()
  if (!after) throw new Error(`Company ${companyId} vanished`)
  const replacedKey = before.logoUrl !== after.logoUrl ? logoKeyOf(before.logoUrl) : null
  if (replacedKey) await new FileStore(tx).remove(replacedKey)
  return toSettings(after)
}
