import { eq } from 'drizzle-orm'
import { calendarDateIn } from '../lib/clock'
import type { CompanyScope } from './company-scope'
import { companies } from './schema/companies'

/** The company's time zone (its settings), by which its days and months begin. */
export async function companyTimeZone(scope: CompanyScope): Promise<string> {
  const [company] = await scope.db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, scope.companyId))
  return company?.timezone ?? 'UTC'
}

/** Today's date in the company's time zone (its settings), for rules about dates. */
export async function companyToday(scope: CompanyScope, now: Date): Promise<string> {
  return calendarDateIn(now, await companyTimeZone(scope))
}
