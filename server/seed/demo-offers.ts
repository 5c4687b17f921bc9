import type { SalaryPeriod } from '@common/format'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { CompanyScope } from '../db/company-scope'
import { applicants, applications } from '../db/schema/applicants'
import { employees } from '../db/schema/employees'
import { jobs } from '../db/schema/jobs'
import { emailTemplates } from '../db/schema/messages'
import { DAY_MS, HOUR_MS } from '../lib/clock'
import { approveOffer, submitOffer } from '../modules/offers/act-on-offer'
import { createOffer } from '../modules/offers/create-offer'
import type { Mailing } from '../modules/offers/notices'
import type { Viewer } from '../modules/offers/offer-record'
import { acceptOffer, readOfferPortal } from '../modules/offers/portal/portal'
import { sendOffer } from '../modules/offers/send-offer'
import { saveChainDefinition } from '../platform/approvals'
import { effectivePermissions } from '../platform/session/auth-session'
import type { TaskKind } from '../platform/tasks/task-kind'
import type { DemoPerson } from './demo-requisitions'

type Stage = 'draft' | 'pending_approval' | 'sent' | 'accepted'

interface DemoOffer {
  candidate: string
  job: string
  salary: number
  currency: string
  period: SalaryPeriod
  bonus: number | null
  equity: string | null
  /** How far the offer went, each step a day or more after the one before. */
  reached: Stage
  createdDaysAgo: number
  startsInDays: number
}

/** The demo's offers: one in each state a recruiter meets, on applications in the Interview and Offer stages. */
const DEMO_OFFERS: DemoOffer[] = [
  {
    candidate: 'Priya Raman',
    job: 'Senior Robotics Software Engineer',
    salary: 172_000,
    currency: 'USD',
    period: 'year',
    bonus: 15_000,
    equity: '4,000 stock options vesting over four years',
    reached: 'accepted',
    createdDaysAgo: 9,
    startsInDays: 30,
  },
  {
    candidate: 'Elena Petrova',
    job: 'Data Engineer',
    salary: 84_000,
    currency: 'EUR',
    period: 'year',
    bonus: null,
    equity: null,
    reached: 'sent',
    createdDaysAgo: 5,
    startsInDays: 45,
  },
  {
    candidate: 'Ethan Brooks',
    job: 'Mechanical Design Engineer',
    salary: 128_000,
    currency: 'USD',
    period: 'year',
    bonus: 5_000,
    equity: null,
    reached: 'pending_approval',
    createdDaysAgo: 2,
    startsInDays: 40,
  },
  {
    candidate: 'Lina Haddad',
    job: 'Product Designer',
    salary: 135_000,
    currency: 'USD',
    period: 'year',
    bonus: null,
    equity: null,
    reached: 'draft',
    createdDaysAgo: 1,
    startsInDays: 60,
  },
]

/** How long a candidate has to answer. */
const ANSWER_DAYS = 14

/**
 * The mails the demo's past would have sent: kept, never sent (nobody was mailed then). The
 * candidate opens their offer through the link its mail carries, as a real one does.
 */
class DemoOutbox {
  readonly links: string[] = []

  enqueue<P>(_db: Database, _kind: TaskKind<P>, payload: P): Promise<number> {
    const { link } = payload as { link?: string }
    if (link) this.links.push(link)
    return Promise.resolve(0)
  }

  /** The token of the last offer link mailed to a candidate. */
  lastOfferToken(): string {
    const link = this.links.findLast((candidate) => candidate.includes('/careers/offer/'))
    // The product's address is not known to the seed, and the link is never stored: only its token matters here.
    const token = link ? new URL(link, 'http://localhost').searchParams.get('token') : null
    if (!token) throw new Error('A demo offer was sent without its link')
    return token
  }
}

function viewerOf(person: DemoPerson): Viewer {
  return { id: person.id, name: person.name, isOwner: person.isOwner, roleId: person.roleId, permissions: effectivePermissions(person.isOwner, person.permissions) }
}

/**
 * The demo's offer approval chain (the hiring manager's role) and its offers, made, submitted,
 * approved, sent and signed through the offers module's own writes at their past times, so each
 * has the history, letter, approvals and hashed link a real one has. `db` is the seeding
 * transaction, which the candidate's acceptance runs in too.
 */
export async function seedDemoOffers(db: Database, scope: CompanyScope, people: { recruiter: DemoPerson; manager: DemoPerson; managerRoleId: number }, now: Date): Promise<void> {
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY_MS + hours * HOUR_MS)
  await saveChainDefinition(scope, 'offer', { steps: [{ approver: { type: 'role', role_id: people.managerRoleId }, required: 1 }], sla_days: 3, only_out_of_range: false }, at(60))
  const [template] = await scope.db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(scope.where(emailTemplates, eq(emailTemplates.kind, 'offer'), eq(emailTemplates.isDefault, true)))
  const [manager] = await scope.db
    .select({ id: employees.id })
    .from(employees)
    .where(scope.where(employees, eq(employees.workEmail, 'morgan@acme.test')))
  if (!template || !manager) throw new Error('The demo’s offer template or its hiring manager is missing')
  const outbox = new DemoOutbox()
  const deps: Mailing & { db: Database } = { db, tasks: outbox, publicUrl: '' }
  const recruiter = viewerOf(people.recruiter)
  const approver = viewerOf(people.manager)
  for (const demo of DEMO_OFFERS) {
    const [application] = await scope.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(scope.where(applications, and(eq(applicants.name, demo.candidate), eq(jobs.title, demo.job))))
    if (!application) throw new Error(`The demo application of ${demo.candidate} for ${demo.job} is missing`)
    const created = at(demo.createdDaysAgo)
    const offer = await createOffer(
      scope,
      {
        application_id: application.id,
        template_id: template.id,
        start_date: new Date(now.getTime() + demo.startsInDays * DAY_MS).toISOString().slice(0, 10),
        salary: demo.salary,
        salary_currency: demo.currency,
        salary_period: demo.period,
        bonus: demo.bonus,
        equity: demo.equity,
        manager_id: manager.id,
        expires_at: new Date(created.getTime() + (demo.createdDaysAgo + ANSWER_DAYS) * DAY_MS).toISOString(),
      },
      created,
      recruiter,
    )
    if (demo.reached === 'draft') continue
    await submitOffer(scope, deps, offer.id, recruiter, null, at(demo.createdDaysAgo, 2))
    if (demo.reached === 'pending_approval') continue
    await approveOffer(scope, deps, offer.id, approver, { comment: 'Within what we planned for the role.', step: 1 }, at(demo.createdDaysAgo - 1))
    const sentAt = at(demo.createdDaysAgo - 1, 3)
    await sendOffer(scope, deps, offer.id, sentAt, recruiter)
    const token = outbox.lastOfferToken()
    await readOfferPortal(db, token, at(demo.createdDaysAgo - 2))
    if (demo.reached === 'accepted') await acceptOffer(deps, token, { signature_name: demo.candidate }, '203.0.113.24', at(demo.createdDaysAgo - 3))
  }
}
