import { activityEntrySchema } from '@common/activity'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CompanyScope } from '../../db/company-scope'
import { users } from '../../db/schema/users'
import { createAccount, createUser } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { diffChanges, readHistory, recordActivity } from './activity-log'

const server = useTestServer()

describe('diffChanges', () => {
  it('lists only the fields that differ, arrays by content', () => {
    const before = { title: 'A', skills: ['Go'], openings: 1, location: null as string | null }
    const after = { title: 'B', skills: ['Go'], openings: 1, location: 'Berlin' }
    expect(diffChanges(before, after, ['title', 'skills', 'openings', 'location'])).toEqual({
      title: ['A', 'B'],
      location: [null, 'Berlin'],
    })
  })
})

describe('the activity log', () => {
  it('answers a subject’s entries oldest first in the contract’s shape, with a feature’s details beside them', async () => {
    const { company, user } = await createAccount(server.db)
    const scope = new CompanyScope(server.db, company.id)
    const colleague = await createUser(server.db, company.id, { name: 'Casey Colleague' })
    const later = new Date('2026-03-02T10:00:00Z')
    await recordActivity(
      scope,
      { subjectType: 'requisition', subjectId: 7, action: 'approved', actor: colleague, comment: 'Budget ok', details: { step: 1 } },
      later,
    )
    await recordActivity(scope, { subjectType: 'requisition', subjectId: 7, action: 'created', actor: null }, new Date('2026-03-01T10:00:00Z'))
    await recordActivity(scope, { subjectType: 'requisition', subjectId: 8, action: 'created', actor: user }, later)
    // Whoever acted stays named after their account is gone.
    await server.db.delete(users).where(eq(users.id, colleague.id))

    const entries = await readHistory(scope, 'requisition', 7)
    expect(entries).toEqual([
      { id: expect.any(Number), at: '2026-03-01T10:00:00.000Z', actor: null, action: 'created', comment: null, changes: {} },
      {
        id: expect.any(Number),
        at: '2026-03-02T10:00:00.000Z',
        actor: { id: null, name: 'Casey Colleague' },
        action: 'approved',
        comment: 'Budget ok',
        changes: {},
        step: 1,
      },
    ])
    for (const entry of entries) expect(activityEntrySchema.parse(entry)).toEqual(entry)
    expect(await readHistory(new CompanyScope(server.db, (await createAccount(server.db)).company.id), 'requisition', 7)).toEqual([])
  })
})
