import { DEFAULT_APPROVAL_CHAIN } from '@common/approval-chain'
import type { Permission } from '@common/permissions'
import type { Database } from '../db/client'
import { eq, inArray } from 'drizzle-orm'
import { applicants, applications } from '../db/schema/applicants'
import { interviewInterviewers, interviewKits, interviews, type InterviewRow } from '../db/schema/interviews'
import { insertCompany } from '../db/company-records'
import { jobs } from '../db/schema/jobs'
import { requisitions } from '../db/schema/requisitions'
import { roles, type StoredPermissions } from '../db/schema/roles'
import { apiTokens } from '../db/schema/session'
import { subscriptions, type SubscriptionRow } from '../db/schema/subscriptions'
import { users } from '../db/schema/users'
import { DAY_MS } from '../lib/clock'
import { hashPassword } from '../lib/passwords'
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens'
import { TOKEN_LIFETIME_MS } from '../platform/session/repository'

/** Every factory user signs in with this. */
export const TEST_PASSWORD = 'correct horse battery staple'

// Hashing costs ~40 ms; factories share one hash of TEST_PASSWORD.
let testPasswordHash: Promise<string> | undefined
const passwordHashFor = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password)

let sequence = 0
const next = () => `${process.pid}-${(sequence += 1)}`

/** `['job.view', 'role.add']` → `{ job: ['view'], role: ['add'] }`. */
export function permissionMap(permissions: readonly Permission[]): StoredPermissions {
  const map: StoredPermissions = {}
  for (const permission of permissions) {
    const [group, action] = permission.split('.') as [string, string]
    ;(map[group] ??= []).push(action)
  }
  return map
}

export type SubscriptionOption = 'active' | 'none' | Partial<Pick<SubscriptionRow, 'plan' | 'status' | 'currentPeriodEnd'>>

export async function createCompany(
  db: Database,
  options: { name?: string; logoUrl?: string | null; subscription?: SubscriptionOption } = {},
) {
  const company = await insertCompany(db, { name: options.name ?? `Company ${next()}`, logoUrl: options.logoUrl ?? null })
  const subscription = options.subscription ?? 'active'
  if (subscription !== 'none') {
    await db.insert(subscriptions).values({
      companyId: company.id,
      plan: 'business',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
      ...(subscription === 'active' ? {} : subscription),
    })
  }
  return company
}

export async function createRole(db: Database, companyId: number, permissions: readonly Permission[], name = `Role ${next()}`) {
  const [role] = await db.insert(roles).values({ companyId, name, permissions: permissionMap(permissions) }).returning()
  if (!role) throw new Error('role not created')
  return role
}

export interface UserOptions {
  name?: string
  email?: string
  /** Null makes an invited user who has not chosen a password yet. */
  password?: string | null
  isOwner?: boolean
  active?: boolean
  roleId?: number | null
}

export async function createUser(db: Database, companyId: number, options: UserOptions = {}) {
  const id = next()
  const password = options.password === undefined ? TEST_PASSWORD : options.password
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      name: options.name ?? `User ${id}`,
      email: (options.email ?? `user-${id}@example.test`).toLowerCase(),
      passwordHash: password === null ? null : await passwordHashFor(password),
      isOwner: options.isOwner ?? false,
      active: options.active ?? true,
      roleId: options.roleId ?? null,
    })
    .returning()
  if (!user) throw new Error('user not created')
  return user
}

/** A bearer token for the user, expiring in 7 days unless told otherwise. */
export async function createToken(db: Database, userId: number, expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS)): Promise<string> {
  const token = newSecretToken()
  await db.insert(apiTokens).values({ userId, tokenHash: hashSecretToken(token), expiresAt })
  return token
}

export interface AccountOptions {
  /** The role's permissions; omitted, the user is the company's owner. */
  permissions?: readonly Permission[]
  subscription?: SubscriptionOption
  companyName?: string
  user?: UserOptions
}

/**
 * A signed-in user in a company of their own, in a few inserts:
 *   const owner = await createAccount(db)
 *   const viewer = await createAccount(db, { permissions: ['job.view'] })
 *   const colleague = await addMember(db, owner.company.id, ['user.view'])
 */
export async function createAccount(db: Database, options: AccountOptions = {}) {
  const company = await createCompany(db, {
    ...(options.companyName ? { name: options.companyName } : {}),
    ...(options.subscription ? { subscription: options.subscription } : {}),
  })
  if (!options.permissions) {
    const user = await createUser(db, company.id, { ...options.user, isOwner: true })
    return { company, user, role: null, token: await createToken(db, user.id) }
  }
  return { company, ...(await addMember(db, company.id, options.permissions, options.user)) }
}

/** Another user of an existing company, holding a new role with these permissions. */
export async function addMember(db: Database, companyId: number, permissions: readonly Permission[], options: UserOptions = {}) {
  const role = await createRole(db, companyId, permissions)
  const user = await createUser(db, companyId, { ...options, roleId: role.id })
  return { user, role, token: await createToken(db, user.id) }
}

/** A job stored directly, so a test can set any column (created_at, a closing date now past). */
export async function insertJob(db: Database, companyId: number, values: Partial<Omit<typeof jobs.$inferInsert, 'companyId'>> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({
      title: `Job ${next()}`,
      department: 'Engineering',
      employmentType: 'full_time',
      workplace: 'on_site',
      description: 'What the job is about.',
      // A job that was ever published has its first publication's date, as the jobs module keeps it.
      publishedAt: values.status === 'published' || values.status === 'closed' ? (values.createdAt ?? new Date()) : null,
      ...values,
      companyId,
    })
    .returning({ id: jobs.id, title: jobs.title })
  if (!job) throw new Error('job not created')
  return job
}

/**
 * A requisition stored directly, so a test can put it in any status. Pending and on-hold ones
 * get the default chain (or `values.chain`) at step 1 of round 1, due in 3 days.
 */
export async function insertRequisition(
  db: Database,
  companyId: number,
  values: Partial<Omit<typeof requisitions.$inferInsert, 'companyId'>> & { requestedByName?: string } = {},
) {
  const status = values.status ?? 'draft'
  const now = new Date()
  const submitted = status !== 'draft'
  const [requisition] = await db
    .insert(requisitions)
    .values({
      title: `Requisition ${next()}`,
      department: 'Engineering',
      employmentType: 'full_time',
      workplace: 'on_site',
      requestedByName: 'Someone',
      ...(submitted
        ? {
            chain: DEFAULT_APPROVAL_CHAIN,
            round: 1,
            step: 1,
            stepStartedAt: now,
            stepDueAt: new Date(now.getTime() + 3 * DAY_MS),
            submittedAt: now,
          }
        : {}),
      ...values,
      status,
      companyId,
    })
    .returning({ id: requisitions.id, title: requisitions.title })
  if (!requisition) throw new Error('requisition not created')
  return requisition
}

/**
 * An applicant stored directly, so a test can give them resume text (which only uploads write)
 * or any column; the lower-cased skill and tag keys follow the skills and tags given.
 */
export async function insertApplicant(db: Database, companyId: number, values: Partial<Omit<typeof applicants.$inferInsert, 'companyId'>> = {}) {
  const [applicant] = await db
    .insert(applicants)
    .values({
      name: `Applicant ${next()}`,
      ...values,
      skillKeys: (values.skills ?? []).map((skill) => skill.toLowerCase()),
      tagKeys: (values.tags ?? []).map((tag) => tag.toLowerCase()),
      companyId,
    })
    .returning({ id: applicants.id, name: applicants.name })
  if (!applicant) throw new Error('applicant not created')
  return applicant
}

/**
 * An interview stored directly with its panel (and its kit when attributes are given), for the
 * scorecard tests before the scheduling endpoints exist: ends an hour after it starts unless told.
 */
export async function insertInterview(
  db: Database,
  companyId: number,
  options: {
    applicationId: number
    interviewerIds: readonly number[]
    startsAt?: Date
    endsAt?: Date
    status?: InterviewRow['status']
    kitAttributes?: readonly string[]
    title?: string
  },
) {
  const [application] = await db.select({ jobId: applications.jobId, stageId: applications.stageId }).from(applications).where(eq(applications.id, options.applicationId))
  if (!application) throw new Error('application not found')
  let kitId: number | null = null
  if (options.kitAttributes) {
    const [kit] = await db
      .insert(interviewKits)
      .values({
        companyId,
        jobId: application.jobId,
        stageId: application.stageId,
        name: `Kit ${next()}`,
        durationMinutes: 60,
        attributes: options.kitAttributes.map((name) => ({ name, description: '' })),
        questions: [],
        position: 0,
      })
      .returning({ id: interviewKits.id })
    kitId = kit!.id
  }
  const startsAt = options.startsAt ?? new Date(Date.now() + DAY_MS)
  const [interview] = await db
    .insert(interviews)
    .values({
      companyId,
      applicationId: options.applicationId,
      kitId,
      title: options.title ?? `Interview ${next()}`,
      startsAt,
      endsAt: options.endsAt ?? new Date(startsAt.getTime() + DAY_MS / 24),
      timezone: 'UTC',
      status: options.status ?? 'scheduled',
    })
    .returning()
  if (!interview) throw new Error('interview not created')
  if (options.interviewerIds.length > 0) {
    const panel = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...options.interviewerIds]))
    await db.insert(interviewInterviewers).values(panel.map((user) => ({ interviewId: interview.id, userId: user.id, companyId, name: user.name })))
  }
  return { ...interview, kitId }
}
