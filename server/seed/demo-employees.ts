import { asc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../db/company-scope'
import { applicants, applications } from '../db/schema/applicants'
import { employees } from '../db/schema/employees'
import { jobs } from '../db/schema/jobs'

interface DemoEmployee {
  name: string
  email: string
  title: string
  department: string
  location: string
  /** The manager's email; null at the top of the tree. */
  manager: string | null
  /** Negative: starts in that many days. */
  startedDaysAgo: number
  status?: 'on_leave' | 'terminated'
}

/** Acme Robotics' people: a reporting tree three levels deep, someone on leave, a leaver and two starting soon. */
export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { name: 'Dana Reyes', email: 'dana@acme.test', title: 'Chief Executive Officer', department: 'Leadership', location: 'Boston, MA', manager: null, startedDaysAgo: 2400 },
  { name: 'Sam Okafor', email: 'sam.okafor@acme.test', title: 'Chief Technology Officer', department: 'Engineering', location: 'Boston, MA', manager: 'dana@acme.test', startedDaysAgo: 2300 },
  { name: 'Jordan Lee', email: 'jordan@acme.test', title: 'Head of Finance', department: 'Finance', location: 'Boston, MA', manager: 'dana@acme.test', startedDaysAgo: 1500 },
  { name: 'Morgan Patel', email: 'morgan@acme.test', title: 'Engineering Manager', department: 'Engineering', location: 'Boston, MA', manager: 'sam.okafor@acme.test', startedDaysAgo: 1200 },
  { name: 'Riley Chen', email: 'riley.chen@acme.test', title: 'People Partner', department: 'People', location: 'Remote (US)', manager: 'dana@acme.test', startedDaysAgo: 900 },
  { name: 'Elena Petrova', email: 'elena.petrova@acme.test', title: 'Senior Robotics Engineer', department: 'Engineering', location: 'Boston, MA', manager: 'morgan@acme.test', startedDaysAgo: 800 },
  { name: 'Kwame Mensah', email: 'kwame.mensah@acme.test', title: 'Controls Engineer', department: 'Engineering', location: 'Boston, MA', manager: 'morgan@acme.test', startedDaysAgo: 600 },
  { name: 'Lucía Fernández', email: 'lucia.fernandez@acme.test', title: 'Perception Engineer', department: 'Engineering', location: 'Remote (US)', manager: 'morgan@acme.test', startedDaysAgo: 420, status: 'on_leave' },
  { name: 'Tom Becker', email: 'tom.becker@acme.test', title: 'Field Service Technician', department: 'Customer Success', location: 'Chicago, IL', manager: 'sam.okafor@acme.test', startedDaysAgo: 700, status: 'terminated' },
  { name: 'Aisha Rahman', email: 'aisha.rahman@acme.test', title: 'Financial Analyst', department: 'Finance', location: 'Boston, MA', manager: 'jordan@acme.test', startedDaysAgo: 300 },
  { name: 'Noah Williams', email: 'noah.williams@acme.test', title: 'QA Engineer', department: 'Engineering', location: 'Boston, MA', manager: 'morgan@acme.test', startedDaysAgo: -6 },
  { name: 'Mei Tanaka', email: 'mei.tanaka@acme.test', title: 'Support Engineer', department: 'Customer Success', location: 'Chicago, IL', manager: 'sam.okafor@acme.test', startedDaysAgo: -12 },
]

/** `YYYY-MM-DD`, `days` before `today` (after it when negative). */
function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/**
 * The demo company's employees, managers before their reports, and the applicant the demo hired
 * as an employee linked to their application, so the org chart, the employee pages and the
 * dashboard show something real on first start.
 */
export async function seedDemoEmployees(scope: CompanyScope, today: string): Promise<void> {
  const ids = new Map<string, number>()
  for (const person of DEMO_EMPLOYEES) {
    const managerId = person.manager === null ? null : ids.get(person.manager)
    if (managerId === undefined) throw new Error(`The demo manager ${person.manager} comes after ${person.email}`)
    const [row] = await scope.db
      .insert(employees)
      .values({
        companyId: scope.companyId,
        name: person.name,
        workEmail: person.email,
        jobTitle: person.title,
        department: person.department,
        location: person.location,
        managerId,
        startDate: daysBefore(today, person.startedDaysAgo),
        status: person.status ?? 'active',
        endDate: person.status === 'terminated' ? daysBefore(today, 30) : null,
      })
      .returning({ id: employees.id })
    if (!row) throw new Error(`The demo employee ${person.email} was not created`)
    ids.set(person.email, row.id)
  }
  const [hire] = await scope.db
    .select({ applicantId: applicants.id, name: applicants.name, email: applicants.email, title: jobs.title, department: jobs.department, location: jobs.location })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(scope.where(applications, eq(applications.status, 'hired')))
    .orderBy(asc(applications.id))
    .limit(1)
  if (!hire) return
  await scope.db.insert(employees).values({
    companyId: scope.companyId,
    name: hire.name,
    workEmail: (hire.email ?? `${hire.applicantId}@acme.test`).toLowerCase(),
    jobTitle: hire.title,
    department: hire.department,
    location: hire.location,
    managerId: ids.get('morgan@acme.test') ?? null,
    startDate: daysBefore(today, -20),
    applicantId: hire.applicantId,
  })
}
