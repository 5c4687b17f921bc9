import { randomBytes } from 'node:crypto'
import type { Permission } from '@common/permissions'
import type { Database } from '../db/client'
import { companies } from '../db/schema/companies'
import { jobs } from '../db/schema/jobs'
import { roles, type StoredPermissions } from '../db/schema/roles'
import { subscriptions } from '../db/schema/subscriptions'
import { users } from '../db/schema/users'
import { calendarDateIn, DAY_MS } from '../lib/clock'
import { hashPassword } from '../lib/passwords'
import { DEMO_JOBS } from './demo-jobs'
import { seedDemoRequisitions, type DemoPerson } from './demo-requisitions'

interface DemoRole {
  name: string
  permissions: readonly Permission[]
}

const ROLES = {
  recruiter: {
    name: 'Recruiter',
    permissions: ['requisition.view', 'job.view', 'job.add', 'job.edit', 'resume_and_candidates.view', 'resume_and_candidates.add', 'resume_and_candidates.edit'],
  },
  hiringManager: {
    name: 'Hiring Manager',
    permissions: ['requisition.view', 'requisition.add', 'requisition.edit', 'requisition_approve.allow', 'job.view', 'resume_and_candidates.view'],
  },
  hrAdmin: {
    name: 'HR Admin',
    permissions: ['employee.view', 'employee.add', 'employee.edit', 'user.view', 'user.add', 'user.edit', 'role.view', 'user-role.view', 'user-role.edit'],
  },
  finance: {
    name: 'Finance',
    permissions: ['requisition.view', 'requisition_approve.allow', 'job.view', 'employee.view'],
  },
  viewer: {
    name: 'Viewer',
    permissions: ['requisition.view', 'job.view', 'resume_and_candidates.view', 'employee.view'],
  },
} satisfies Record<string, DemoRole>

const PEOPLE: { name: string; email: string; role: keyof typeof ROLES | null }[] = [
  { name: 'Dana Reyes', email: 'dana@acme.test', role: null },
  { name: 'Riley Chen', email: 'riley@acme.test', role: 'recruiter' },
  { name: 'Morgan Patel', email: 'morgan@acme.test', role: 'hiringManager' },
  { name: 'Sam Okafor', email: 'sam@acme.test', role: 'hrAdmin' },
  { name: 'Alex Kim', email: 'alex@acme.test', role: 'viewer' },
  { name: 'Jordan Lee', email: 'jordan@acme.test', role: 'finance' },
]

function toStored(permissions: readonly Permission[]): StoredPermissions {
  const stored: StoredPermissions = {}
  for (const permission of permissions) {
    const [group, action] = permission.split('.') as [string, string]
    ;(stored[group] ??= []).push(action)
  }
  return stored
}

const DEMO_TIMEZONE = 'America/New_York'

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export interface DemoSignIn {
  password: string
  users: { name: string; email: string; role: string }[]
}

/**
 * On an empty database, a demo company to explore: the owner, five colleagues with different
 * roles, an active Team subscription, a handful of jobs in every status, a two-step approval
 * chain (anyone who may approve, then Finance) and requisitions in every status with their history. All share one generated password, printed once.
 * Returns nothing when the database already has a company.
 */
export async function seedDemo(db: Database, now: Date): Promise<DemoSignIn | undefined> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1)
  if (existing.length > 0) return undefined
  const password = randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password)

  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Acme Robotics', website: 'https://acme.example', timezone: DEMO_TIMEZONE })
      .returning({ id: companies.id })
    if (!company) throw new Error('The demo company was not created')
    const roleIds = new Map<string, number>()
    for (const [key, role] of Object.entries(ROLES)) {
      const [row] = await tx
        .insert(roles)
        .values({ companyId: company.id, name: role.name, permissions: toStored(role.permissions) })
        .returning({ id: roles.id })
      if (row) roleIds.set(key, row.id)
    }
    const people = await tx
      .insert(users)
      .values(
        PEOPLE.map((person) => ({
          companyId: company.id,
          name: person.name,
          email: person.email,
          passwordHash,
          isOwner: person.role === null,
          roleId: person.role ? (roleIds.get(person.role) ?? null) : null,
        })),
      )
      .returning({ id: users.id, name: users.name, email: users.email, isOwner: users.isOwner, roleId: users.roleId })
    await tx
      .insert(subscriptions)
      .values({ companyId: company.id, plan: 'team', status: 'active', currentPeriodEnd: new Date(now.getTime() + 365 * DAY_MS) })
    const today = calendarDateIn(now, DEMO_TIMEZONE)
    await tx.insert(jobs).values(
      DEMO_JOBS.map(({ salary, closesInDays, createdDaysAgo, ...job }) => {
        const createdAt = new Date(now.getTime() - createdDaysAgo * DAY_MS)
        return {
          ...job,
          companyId: company.id,
          salaryMin: salary?.min ?? null,
          salaryMax: salary?.max ?? null,
          salaryCurrency: salary?.currency ?? null,
          closesAt: closesInDays === null ? null : addDays(today, closesInDays),
          createdAt,
          updatedAt: createdAt,
        }
      }),
    )
    const person = (email: string): DemoPerson => {
      const row = people.find((candidate) => candidate.email === email)
      if (!row) throw new Error(`The demo user ${email} was not created`)
      const role = PEOPLE.find((candidate) => candidate.email === email)?.role
      return { ...row, permissions: role ? toStored(ROLES[role].permissions) : null }
    }
    const financeRoleId = roleIds.get('finance')
    if (financeRoleId === undefined) throw new Error('The demo Finance role was not created')
    await seedDemoRequisitions(
      tx as unknown as Database,
      company.id,
      { requester: person('morgan@acme.test'), owner: person('dana@acme.test'), finance: person('jordan@acme.test'), financeRoleId },
      now,
    )
  })

  return {
    password,
    users: PEOPLE.map((person) => ({ name: person.name, email: person.email, role: person.role ? ROLES[person.role].name : 'Owner' })),
  }
}
