import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { employees } from '../../db/schema/employees'
import { emailTemplates } from '../../db/schema/messages'
import { offers } from '../../db/schema/offers'
import { approvalChains } from '../../db/schema/requisitions'
import type { OutgoingMail } from '../../mail/mailer'
import { createAccount, createUser, insertApplicant, insertJob, insertRequisition } from '../../test/factories'
import type { TestServer } from '../../test/test-server'

/** What the offers' tests share: a company hiring under a requisition with a band, an offer's input, and shortcuts to a status or a chain. */
export function offerFixtures(server: TestServer) {
  const DAY_MS = 24 * 60 * 60_000
  const inDays = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS).toISOString()

  /**
   * A company hiring for a job under an approved requisition (band USD 80,000 to 100,000, its hiring
   * manager also an employee), with Ana Lima's active application and the default offer template.
   */
  async function hiring(options: { band?: boolean } = {}) {
    const owner = await createAccount(server.db, { companyName: 'Acme', user: { name: 'Sam Rivera' } })
    const companyId = owner.company.id
    const manager = await createUser(server.db, companyId, { name: 'Jo Chen', email: `jo.${companyId}@acme.test` })
    const [employee] = await server.db
      .insert(employees)
      .values({ companyId, name: 'Jo Chen', workEmail: `jo.${companyId}@acme.test`, employmentType: 'full_time', status: 'active' })
      .returning({ id: employees.id })
    const requisition = await insertRequisition(server.db, companyId, {
      status: 'approved',
      hiringManagerId: manager.id,
      ...(options.band === false ? {} : { salaryMin: 80_000, salaryMax: 100_000, salaryCurrency: 'USD' }),
    })
    const job = await insertJob(server.db, companyId, { status: 'published', title: 'Backend Engineer', employmentType: 'contract', requisitionId: requisition.id })
    const email = `ana.${companyId}@mail.test`
    const applicant = await insertApplicant(server.db, companyId, { name: 'Ana Lima', email })
    const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, { token: owner.token })
    expect(application.status).toBe(201)
    const [template] = await server.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.kind, 'offer')))
    if (!template || !employee) throw new Error('no offer template')
    return { ...owner, job, applicant: { ...applicant, email }, applicationId: application.body.id as number, templateId: template.id, managerEmployeeId: employee.id }
  }

  type Hiring = Awaited<ReturnType<typeof hiring>>

  function offerInput(company: Hiring, overrides: Record<string, unknown> = {}) {
    return {
      application_id: company.applicationId,
      template_id: company.templateId,
      start_date: '2027-04-01',
      salary: 90_000,
      salary_currency: 'USD',
      salary_period: 'year',
      expires_at: inDays(14),
      ...overrides,
    }
  }

  async function makeOffer(company: Hiring, overrides: Record<string, unknown> = {}) {
    const response = await server.post('offers', offerInput(company, overrides), { token: company.token })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body as { id: number; [key: string]: unknown }
  }

  /** Puts an offer in a status directly, as the approval or the candidate would have. */
  async function setStatus(id: number, status: (typeof offers.$inferSelect)['status']) {
    await server.db.update(offers).set({ status }).where(eq(offers.id, id))
  }

  const mailsTo = (address: string, from = 0): OutgoingMail[] => server.mailer.sent.slice(from).filter((mail) => mail.to === address.toLowerCase())

  /** The company's offer chain, stored as Settings would store it. */
  async function setOfferChain(companyId: number, steps: unknown[], options: { onlyOutOfRange?: boolean; slaDays?: number } = {}) {
    await server.db
      .insert(approvalChains)
      .values({ companyId, subject: 'offer', steps: steps as never, slaDays: options.slaDays ?? 3, onlyOutOfRange: options.onlyOutOfRange ?? false })
      .onConflictDoUpdate({
        target: [approvalChains.companyId, approvalChains.subject],
        set: { steps: steps as never, slaDays: options.slaDays ?? 3, onlyOutOfRange: options.onlyOutOfRange ?? false },
      })
  }

  return { DAY_MS, inDays, hiring, offerInput, makeOffer, setStatus, mailsTo, setOfferChain }
}

export type Hiring = Awaited<ReturnType<ReturnType<typeof offerFixtures>['hiring']>>
