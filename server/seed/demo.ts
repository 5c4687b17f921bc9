import { randomBytes } from 'node:crypto'
import type { Permission } from '@common/permissions'
import { DEFAULT_STAGES } from '@common/pipeline'
import type { Database } from '../db/client'
import { CompanyScope } from '../db/company-scope'
import { applicants, applications, pipelineStages } from '../db/schema/applicants'
import { companies } from '../db/schema/companies'
import { insertCompany } from '../db/company-records'
import { jobs } from '../db/schema/jobs'
import { roles, type StoredPermissions } from '../db/schema/roles'
import { subscriptions } from '../db/schema/subscriptions'
import { users } from '../db/schema/users'
import { calendarDateIn, DAY_MS } from '../lib/clock'
import { normalisePhone } from '../lib/contact-identity'
import { hashPassword } from '../lib/passwords'
import { recordActivity } from '../platform/activity/activity-log'
import { DEMO_APPLICANTS } from './demo-applicants'
import { DEMO_JOBS } from './demo-jobs'
import { seedDemoEmailTemplates } from './demo-email-templates'
import { seedDemoEmployees } from './demo-employees'
import { seedDemoOffers } from './demo-offers'
import { seedDemoRequisitions, type DemoPerson } from './demo-requisitions'

interface DemoRole {
  name: string
  permissions: readonly Permission[]
}

const ROLES = {
  recruiter: {
    name: 'Recruiter',
    permissions: [
      'requisition.view',
      'job.view',
      'job.add',
      'job.edit',
      'resume_and_candidates.view',
      'resume_and_candidates.add',
      'resume_and_candidates.edit',
      'offer.view',
      'offer.add',
      'offer.edit',
    ],
  },
  hiringManager: {
    name: 'Hiring Manager',
    permissions: [
      'requisition.view',
      'requisition.add',
      'requisition.edit',
      'requisition_approve.allow',
      'job.view',
      'resume_and_candidates.view',
      'offer.view',
      'offer_approve.allow',
    ],
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

/** The demo company's public careers site: `/careers/?company=acme-robotics`. */
export const DEMO_CAREERS_SLUG = 'acme-robotics'

const DEMO_CAREERS_INTRO = `We build the robots that keep warehouses moving: they pick, pack and carry so people can do the work that needs judgement.

- **Small teams**, each owning a part of the robot from design to the customer's floor
- Offices in Boston, Pittsburgh and New York, and remote roles across the US
- Health cover, a learning budget and four weeks off from your first year`

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The demo pipeline: the default stages, and applicants with a paragraph of resume text each in
 * every stage of several jobs (a few rejected, some hired), their timelines begun.
 */
async function seedApplicants(scope: CompanyScope, jobRows: { id: number; title: string }[], now: Date): Promise<void> {
  const stageRows = await scope.db
    .insert(pipelineStages)
    .values(DEFAULT_STAGES.map((stage, position) => ({ companyId: scope.companyId, name: stage.name, kind: stage.kind, position })))
    .returning({ id: pipelineStages.id, name: pipelineStages.name })
  const jobIds = new Map(jobRows.map((job) => [job.title, job.id]))
  for (const person of DEMO_APPLICANTS) {
    const createdAt = new Date(now.getTime() - person.createdDaysAgo * DAY_MS)
    const phone = normalisePhone(person.phone)
    const [row] = await scope.db
      .insert(applicants)
      .values({
        companyId: scope.companyId,
        name: person.name,
        email: person.email,
        phone: phone?.raw ?? null,
        phoneE164: phone?.e164 ?? null,
        location: person.location,
        headline: person.headline,
        skills: person.skills,
        skillKeys: person.skills.map((skill) => skill.toLowerCase()),
        yearsExperience: person.yearsExperience,
        source: person.source,
        tags: person.tags,
        tagKeys: person.tags.map((tag) => tag.toLowerCase()),
        rating: person.rating,
        resumeText: person.resume,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: applicants.id })
    if (!row) throw new Error('A demo applicant was not created')
    const log = (action: string, text: string, at: Date) => recordActivity(scope, { subjectType: 'applicant', subjectId: row.id, action, actor: null, details: { text } }, at)
    await log('created', `Added ${person.source === 'careers' ? 'from the careers site' : person.source === 'upload' ? 'from an uploaded resume' : 'by hand'}`, createdAt)
    for (const [title, standing] of Object.entries(person.applications)) {
      const jobId = jobIds.get(title)
      const stage = stageRows[standing.stage]
      if (jobId === undefined || !stage) throw new Error(`The demo job ${title} or its stage is missing`)
      // Each stage took about two days; the last move happened a day after the previous one.
      const enteredAt = new Date(Math.min(createdAt.getTime() + standing.stage * 2 * DAY_MS, now.getTime() - DAY_MS))
      const rejected = 'rejected' in standing
      await scope.db.insert(applications).values({
        companyId: scope.companyId,
        applicantId: row.id,
        jobId,
        stageId: stage.id,
        status: rejected ? 'rejected' : standing.stage === 4 ? 'hired' : 'active',
        rejectionReason: rejected ? standing.rejected : null,
        stageEnteredAt: enteredAt,
        createdAt,
        updatedAt: enteredAt,
      })
      await log('applied', `Applied to ${title}`, createdAt)
      if (standing.stage > 0) {
        await log(standing.stage === 4 ? 'hired' : 'moved', standing.stage === 4 ? `Hired for ${title}` : `Moved from Applied to ${stage.name} for ${title}`, enteredAt)
      }
      if (rejected) await log('rejected', `Rejected for ${title}: ${standing.rejected}`, enteredAt)
    }
  }
}

export interface DemoSignIn {
  password: string
  users: { name: string; email: string; role: string }[]
}

/**
 * On an empty database, a demo company to explore: the owner, five colleagues with different
 * roles, an active Business subscription (the plan that includes every record it shows: employees too), a handful of jobs in every status, a two-step approval
 * chain (anyone who may approve, then Finance) and requisitions in every status with their history, and offers
 * from draft to signed, approved by the hiring manager. All share one generated password, printed once.
 * Returns nothing when the database already has a company.
 */
export async function seedDemo(db: Database, now: Date): Promise<DemoSignIn | undefined> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1)
  if (existing.length > 0) return undefined
  const password = randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password)

  await db.transaction(async (tx) => {
    // Its careers site is open, so the public pages show something on first start.
    const company = await insertCompany(tx as unknown as Database, {
      name: 'Acme Robotics',
      website: 'https://acme.example',
      timezone: DEMO_TIMEZONE,
      careersSlug: DEMO_CAREERS_SLUG,
      careersPublic: true,
      careersIntro: DEMO_CAREERS_INTRO,
    })
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
    await tx.insert(subscriptions).values({ companyId: company.id, plan: 'business', status: 'active', currentPeriodEnd: new Date(now.getTime() + 365 * DAY_MS) })
    const today = calendarDateIn(now, DEMO_TIMEZONE)
    const jobRows = await tx
      .insert(jobs)
      .values(
        DEMO_JOBS.map(({ salary, closesInDays, createdDaysAgo, ...job }) => {
          const createdAt = new Date(now.getTime() - createdDaysAgo * DAY_MS)
          return {
            ...job,
            companyId: company.id,
            salaryMin: salary?.min ?? null,
            salaryMax: salary?.max ?? null,
            salaryCurrency: salary?.currency ?? null,
            closesAt: closesInDays === null ? null : addDays(today, closesInDays),
            publishedAt: job.status === 'draft' ? null : createdAt,
            createdAt,
            updatedAt: createdAt,
          }
        }),
      )
      .returning({ id: jobs.id, title: jobs.title })
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
    const scope = new CompanyScope(tx as unknown as Database, company.id)
    await seedApplicants(scope, jobRows, now)
    await seedDemoEmployees(scope, today)
    await seedDemoEmailTemplates(scope)
    const managerRoleId = roleIds.get('hiringManager')
    if (managerRoleId === undefined) throw new Error('The demo Hiring Manager role was not created')
    await seedDemoOffers(tx as unknown as Database, scope, { recruiter: person('riley@acme.test'), manager: person('morgan@acme.test'), managerRoleId }, now)
  })

  return {
    password,
    users: PEOPLE.map((person) => ({ name: person.name, email: person.email, role: person.role ? ROLES[person.role].name : 'Owner' })),
  }
}
