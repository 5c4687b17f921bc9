import { count, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { users } from '../../db/schema/users'

/** Seats taken: the company's active users. */
export async function countActiveUsers(scope: CompanyScope): Promise<number> {
  const [active] = await scope.db
    .select({ value: count() })
    .from(users)
    .where(scope.where(users, eq(users.active, true)))
  return active?.value ?? 0
}
