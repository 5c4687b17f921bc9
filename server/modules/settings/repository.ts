import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { companies, type Company } from '../../db/schema/companies'
import type { CompanyLists, Settings, UpdateSettingsInput } from './schemas'

function toSettings(company: Company): Settings {
  return {
    company_name: company.name,
    company_logo: company.logoUrl,
    website: company.website,
    timezone: company.timezone,
    departments: company.departments,
    locations: company.locations,
  }
}

/** The caller's own company: the scope's company id is the row's id. */
async function findCompany(scope: CompanyScope): Promise<Company> {
  const [company] = await scope.db.select().from(companies).where(eq(companies.id, scope.companyId))
  if (!company) throw new Error(`Company ${scope.companyId} vanished`)
  return company
}

/** The lists alone, for the forms that suggest them to any signed-in user. */
export async function readCompanyLists(scope: CompanyScope): Promise<CompanyLists> {
  const [lists] = await scope.db
    .select({ departments: companies.departments, locations: companies.locations })
    .from(companies)
    .where(eq(companies.id, scope.companyId))
  if (!lists) throw new Error(`Company ${scope.companyId} vanished`)
  return lists
}

export async function readSettings(scope: CompanyScope): Promise<Settings> {
  return toSettings(await findCompany(scope))
}

/** Applies the changes; returns the new settings and the logo URL they replaced, if any. */
export async function updateSettings(
  scope: CompanyScope,
  input: UpdateSettingsInput,
  now: Date,
): Promise<{ settings: Settings; replacedLogo: string | null }> {
  const changes = {
    ...(input.company_name !== undefined ? { name: input.company_name } : {}),
    ...(input.company_logo !== undefined ? { logoUrl: input.company_logo } : {}),
    ...(input.website !== undefined ? { website: input.website } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.departments !== undefined ? { departments: input.departments } : {}),
    ...(input.locations !== undefined ? { locations: input.locations } : {}),
  }
  return setCompany(scope, changes, now)
}

export async function setLogo(scope: CompanyScope, logoUrl: string, now: Date) {
  return setCompany(scope, { logoUrl }, now)
}

async function setCompany(scope: CompanyScope, changes: Partial<Pick<Company, 'name' | 'logoUrl' | 'website' | 'timezone' | 'departments' | 'locations'>>, now: Date) {
  return scope.db.transaction(async (tx) => {
    const [before] = await tx.select({ logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, scope.companyId)).for('update')
    const [after] = await tx
      .update(companies)
      .set({ ...changes, updatedAt: now })
      .where(eq(companies.id, scope.companyId))
      .returning()
    if (!before || !after) throw new Error(`Company ${scope.companyId} vanished`)
    const replacedLogo = before.logoUrl !== after.logoUrl ? before.logoUrl : null
    return { settings: toSettings(after), replacedLogo }
  })
}
