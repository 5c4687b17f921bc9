import { effectivePermissions } from '../platform/session/auth-session'
import type { StoredPermissions } from '../db/schema/roles'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { CompanyScope } from '../db/company-scope'
import { requisitions } from '../db/schema/requisitions'
import { DAY_MS, HOUR_MS } from '../lib/clock'
import { recordActivity } from '../platform/activity/activity-log'
import { act } from '../modules/requisitions/act-on-requisition'
import { saveChainDefinition } from '../platform/approvals'
import { createRequisition } from '../modules/requisitions/create-requisition'
import type { Viewer } from '../modules/requisitions/requisition-record'
import { updateRequisition } from '../modules/requisitions/update-requisition'
import type { RequisitionFields } from '@common/requisitions'

export interface DemoPerson {
  id: number
  name: string
  isOwner: boolean
  roleId: number | null
  permissions: StoredPermissions | null
}

type Step =
  | { do: 'submit' | 'approve' | 'hold' | 'resume' | 'cancel'; by: 'requester' | 'owner' | 'finance'; daysAgo: number; comment?: string }
  | { do: 'reject'; by: 'owner' | 'finance'; daysAgo: number; comment: string }
  | { do: 'edit'; by: 'requester'; daysAgo: number; fields: Partial<RequisitionFields> }
  | { do: 'fill'; daysAgo: number }

interface DemoRequisition {
  fields: Omit<RequisitionFields, 'hiring_manager_id' | 'target_start_date'> & { startsInDays: number | null }
  createdDaysAgo: number
  steps: Step[]
}

const base = { location: 'Boston, MA', workplace: 'on_site', reason: 'new_role', replaces: null, salary_currency: 'USD' } as const

/** The demo's requisitions: one or more in every status, each reached the way a user would. */
const DEMO_REQUISITIONS: DemoRequisition[] = [
  {
    fields: {
      ...base,
      title: 'Warehouse Operations Lead',
      department: 'Operations',
      employment_type: 'full_time',
      headcount: 1,
      salary_min: 75_000,
      salary_max: 90_000,
      priority: 'normal',
      description: 'Runs the night shift of the Lowell warehouse.',
      startsInDays: 60,
    },
    createdDaysAgo: 2,
    steps: [],
  },
  {
    fields: {
      ...base,
      title: 'Robotics QA Engineer',
      department: 'Engineering',
      employment_type: 'full_time',
      workplace: 'hybrid',
      headcount: 2,
      salary_min: 95_000,
      salary_max: 120_000,
      priority: 'high',
      description: 'Tests the fleet software before every release, on real robots and in simulation.',
      startsInDays: 45,
    },
    createdDaysAgo: 3,
    steps: [{ do: 'submit', by: 'requester', daysAgo: 1 }],
  },
  {
    fields: {
      ...base,
      title: 'Senior Controls Engineer',
      department: 'Engineering',
      employment_type: 'full_time',
      headcount: 1,
      salary_min: 150_000,
      salary_max: 180_000,
      priority: 'urgent',
      description: 'Owns the motor control loops of the next gripper.',
      startsInDays: 30,
    },
    createdDaysAgo: 7,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 6 },
      { do: 'approve', by: 'owner', daysAgo: 5, comment: 'Needed for the Q3 launch.' },
    ],
  },
  {
    fields: {
      ...base,
      title: 'Data Platform Engineer',
      department: 'Data',
      employment_type: 'full_time',
      workplace: 'remote',
      location: null,
      headcount: 1,
      salary_min: 130_000,
      salary_max: 155_000,
      priority: 'normal',
      description: 'Builds the pipelines behind our fleet dashboards.',
      startsInDays: 90,
    },
    createdDaysAgo: 9,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 8 },
      { do: 'hold', by: 'finance', daysAgo: 7, comment: 'Waiting for the Q3 budget to be signed off.' },
    ],
  },
  {
    fields: {
      ...base,
      title: 'Field Service Technician',
      department: 'Customer Success',
      employment_type: 'full_time',
      headcount: 3,
      salary_min: 60_000,
      salary_max: 72_000,
      priority: 'high',
      description: 'Keeps customer fleets running on site across New England.',
      startsInDays: 21,
    },
    createdDaysAgo: 14,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 13 },
      { do: 'approve', by: 'owner', daysAgo: 12 },
      { do: 'approve', by: 'finance', daysAgo: 11, comment: 'Within the support budget.' },
    ],
  },
  {
    fields: {
      ...base,
      title: 'Mechanical Design Engineer',
      department: 'Engineering',
      employment_type: 'full_time',
      headcount: 2,
      salary_min: 110_000,
      salary_max: 135_000,
      priority: 'normal',
      description: 'Designs the chassis of our next mobile robot.',
      startsInDays: 40,
    },
    createdDaysAgo: 20,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 19 },
      { do: 'approve', by: 'owner', daysAgo: 18 },
      { do: 'approve', by: 'finance', daysAgo: 17 },
      // More people than approved: back to pending, the approvers see what changed.
      { do: 'edit', by: 'requester', daysAgo: 1, fields: { headcount: 3 } },
    ],
  },
  {
    fields: {
      ...base,
      title: 'Chief Robot Whisperer',
      department: 'Engineering',
      employment_type: 'contract',
      headcount: 1,
      salary_min: 250_000,
      salary_max: 300_000,
      priority: 'low',
      description: 'An experiment: a senior advisor on robot behaviour.',
      startsInDays: null,
    },
    createdDaysAgo: 25,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 24 },
      { do: 'approve', by: 'owner', daysAgo: 23 },
      { do: 'reject', by: 'finance', daysAgo: 22, comment: 'The salary range is above the band for this level.' },
    ],
  },
  {
    fields: {
      ...base,
      title: 'Marketing Intern',
      department: 'Marketing',
      employment_type: 'internship',
      headcount: 1,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      priority: 'low',
      description: 'A summer internship with the brand team.',
      startsInDays: null,
    },
    createdDaysAgo: 30,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 29 },
      { do: 'cancel', by: 'requester', daysAgo: 28, comment: 'We will run the internship programme next year instead.' },
    ],
  },
  {
    fields: {
      ...base,
      title: 'Support Engineer',
      department: 'Customer Success',
      employment_type: 'full_time',
      workplace: 'hybrid',
      headcount: 1,
      salary_min: 70_000,
      salary_max: 85_000,
      priority: 'normal',
      description: 'Answers customers’ technical questions.',
      startsInDays: null,
    },
    createdDaysAgo: 60,
    steps: [
      { do: 'submit', by: 'requester', daysAgo: 59 },
      { do: 'approve', by: 'owner', daysAgo: 58 },
      { do: 'approve', by: 'finance', daysAgo: 57 },
      { do: 'fill', daysAgo: 20 },
    ],
  },
]

/** The calendar date `days` after `now` in UTC. */
const dateIn = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10)

function viewerOf(person: DemoPerson): Viewer {
  return { id: person.id, name: person.name, is_owner: person.isOwner, roleId: person.roleId, permissions: effectivePermissions(person.isOwner, person.permissions) }
}

/**
 * The demo's two-step chain (anyone who may approve, then Finance) and its requisitions, made
 * through the module's own writes at their past times, so each has the history it would have.
 */
export async function seedDemoRequisitions(
  db: Database,
  companyId: number,
  people: { requester: DemoPerson; owner: DemoPerson; finance: DemoPerson; financeRoleId: number },
  now: Date,
): Promise<void> {
  const scope = new CompanyScope(db, companyId)
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS)
  await saveChainDefinition(
    scope,
    'requisition',
    {
      steps: [
        { approver: { type: 'any' }, required: 1 },
        { approver: { type: 'role', role_id: people.financeRoleId }, required: 1 },
      ],
      sla_days: 3,
    },
    at(90),
  )
  const viewers = { requester: viewerOf(people.requester), owner: viewerOf(people.owner), finance: viewerOf(people.finance) }
  for (const demo of DEMO_REQUISITIONS) {
    const { startsInDays, ...fields } = demo.fields
    const created = await createRequisition(
      scope,
      { ...fields, hiring_manager_id: people.requester.id, target_start_date: startsInDays === null ? null : dateIn(now, startsInDays) },
      viewers.requester,
      at(demo.createdDaysAgo),
    )
    for (const step of demo.steps) {
      const when = new Date(at(step.daysAgo).getTime() + HOUR_MS)
      if (step.do === 'fill') {
        await db.update(requisitions).set({ status: 'filled', updatedAt: when }).where(eq(requisitions.id, created.id))
        await recordActivity(
          scope,
          { subjectType: 'requisition', subjectId: created.id, action: 'filled', actor: null, changes: { status: ['approved', 'filled'] }, details: { step: null } },
          when,
        )
      } else if (step.do === 'edit') {
        await updateRequisition(scope, created.id, viewers[step.by], step.fields, async () => {}, when)
      } else {
        await act(scope, created.id, viewers[step.by], step.do, { comment: step.comment ?? null }, when)
      }
    }
  }
}
