import type { Session } from '@common/session'

/** A signed-in session for component tests: the owner unless permissions are given. */
export function testSession(permissions?: Session['permissions']): Session {
  return {
    user: {
      id: 1,
      name: 'Dana Reyes',
      email: 'dana@acme.test',
      is_owner: permissions === undefined,
      timezone: null,
      company_settings: { company_name: 'Acme', company_logo: null },
    },
    subscription: { status: 'active', plan: 'team', current_period_end: null },
    permissions: permissions ?? {},
  }
}
