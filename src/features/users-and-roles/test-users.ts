import type { Role } from '@common/roles'
import type { ListedUser, SeatUsage } from '@common/users'

/** Users, roles and seats for component tests. */

export const recruiter: Role = { id: 3, name: 'Recruiter', permissions: { job: ['view', 'add'] }, user_count: 2 }
export const viewer: Role = { id: 4, name: 'Viewer', permissions: { job: ['view'] }, user_count: 0 }

export function testUser(overrides: Partial<ListedUser> = {}): ListedUser {
  return {
    id: 12,
    name: 'Nina New',
    email: 'nina@acme.test',
    is_owner: false,
    active: true,
    role: { id: recruiter.id, name: recruiter.name },
    last_login_at: '2026-01-15T10:00:00Z',
    invited: false,
    ...overrides,
  }
}

/** The session's user (id 1 in test-session.ts), who owns the company. */
export const owner = testUser({ id: 1, name: 'Dana Reyes', email: 'dana@acme.test', is_owner: true, role: null })

export const teamSeats = (used: number): SeatUsage => ({ used, limit: 25, plan: { id: 'team', name: 'Team' } })
