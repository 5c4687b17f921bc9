import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount, createRole, createUser } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme' })
  other = await createAccount(server.db, { companyName: 'Globex' })
})

const asOwner = () => ({ token: owner.token })

describe('GET roles', () => {
  it('lists the company’s roles by name with how many users hold each, and nothing of other companies', async () => {
    const recruiter = await createRole(server.db, owner.company.id, ['job.view', 'job.add'], 'Recruiter')
    await createRole(server.db, owner.company.id, [], 'auditor')
    await createUser(server.db, owner.company.id, { roleId: recruiter.id })
    await createUser(server.db, owner.company.id, { roleId: recruiter.id, active: false })
    await createRole(server.db, other.company.id, ['job.view'], 'Globex only')

    const response = await server.get('roles', asOwner())

    expect(response.status).toBe(200)
    const names = response.body.data.map((role: { name: string }) => role.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    expect(names).not.toContain('Globex only')
    expect(response.body.data).toContainEqual({ id: recruiter.id, name: 'Recruiter', permissions: { job: ['view', 'add'] }, user_count: 2 })
    expect(response.body.data).toContainEqual(expect.objectContaining({ name: 'auditor', permissions: {}, user_count: 0 }))
  })
})

describe('POST roles', () => {
  it('creates a role, trimming the name and storing each permission once in catalogue order', async () => {
    const response = await server.post(
      'roles',
      { name: '  Hiring manager ', permissions: { job: ['edit', 'view', 'view'], 'user-role': ['view'] } },
      asOwner(),
    )

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Hiring manager',
      permissions: { job: ['view', 'edit'], 'user-role': ['view'] },
      user_count: 0,
    })
    const listed = await server.get('roles', asOwner())
    expect(listed.body.data).toContainEqual(response.body)
  })

  it('refuses an unknown permission group or action with 422 naming it', async () => {
    const response = await server.post('roles', { name: 'Odd', permissions: { jobs: ['view'], job: ['view', 'fly'] } }, asOwner())

    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      permissions: ['Unknown permission group "jobs"'],
      'permissions.job.1': ['Unknown action "fly" in job; allowed: view, add, edit, delete'],
    })
    expect(response.body.message).toMatch(/^Unknown .* \(and 1 more problem\)$/)
  })

  it('refuses permissions that are not lists of actions, and a missing or blank name', async () => {
    const response = await server.post('roles', { name: '   ', permissions: { settings: 'allow' } }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      name: ['Enter a role name'],
      'permissions.settings': ['List the actions of settings, e.g. ["allow"]'],
    })

    const notAnObject = await server.post('roles', { name: 'x', permissions: ['job.view'] }, asOwner())
    expect(notAnObject.body.errors).toEqual({ permissions: ['Permissions must be an object of group: [actions]'] })

    const missing = await server.post('roles', {}, asOwner())
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ name: ['Enter a role name'], permissions: ['This field is required'] })
  })

  it('refuses a second role of the same name in the company (any case) with 409, but another company may use it', async () => {
    await createRole(server.db, owner.company.id, [], 'Interviewer')

    const duplicate = await server.post('roles', { name: 'INTERVIEWER', permissions: {} }, asOwner())
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toEqual({
      message: 'A role named "INTERVIEWER" already exists',
      errors: { name: ['A role named "INTERVIEWER" already exists'] },
    })

    const elsewhere = await server.post('roles', { name: 'Interviewer', permissions: {} }, { token: other.token })
    expect(elsewhere.status).toBe(201)
  })
})

describe('PATCH roles/{id}', () => {
  it('changes only what is sent', async () => {
    const role = await createRole(server.db, owner.company.id, ['job.view'], 'Coordinator')

    const renamed = await server.patch(`roles/${role.id}`, { name: 'Talent coordinator' }, asOwner())
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({ id: role.id, name: 'Talent coordinator', permissions: { job: ['view'] }, user_count: 0 })

    const regranted = await server.patch(`roles/${role.id}`, { permissions: { employee: ['view'] } }, asOwner())
    expect(regranted.body).toEqual({ id: role.id, name: 'Talent coordinator', permissions: { employee: ['view'] }, user_count: 0 })

    const unchanged = await server.patch(`roles/${role.id}`, {}, asOwner())
    expect(unchanged.body).toEqual(regranted.body)
  })

  it('applies new permissions to the role’s users on their very next request', async () => {
    const member = await addMember(server.db, owner.company.id, ['role.view'])
    expect((await server.get('roles', { token: member.token })).status).toBe(200)

    await server.patch(`roles/${member.role.id}`, { permissions: { job: ['view'] } }, asOwner())
    const refused = await server.get('roles', { token: member.token })
    expect(refused.status).toBe(403)
    expect((await server.get('user', { token: member.token })).body.permissions).toEqual({ job: ['view'] })

    await server.patch(`roles/${member.role.id}`, { permissions: { 'user-role': ['view'] } }, asOwner())
    expect((await server.get('roles', { token: member.token })).status).toBe(200)
  })

  it('refuses a name another role has (409), unknown permissions (422), and another company’s role (404)', async () => {
    const first = await createRole(server.db, owner.company.id, [], 'Sourcer')
    const second = await createRole(server.db, owner.company.id, [], 'Screener')

    const taken = await server.patch(`roles/${second.id}`, { name: 'sourcer' }, asOwner())
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ name: ['A role named "sourcer" already exists'] })
    expect((await server.patch(`roles/${first.id}`, { name: 'Sourcer' }, asOwner())).status).toBe(200)

    const unknown = await server.patch(`roles/${first.id}`, { permissions: { job: ['approve'] } }, asOwner())
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors['permissions.job.0']).toEqual(['Unknown action "approve" in job; allowed: view, add, edit, delete'])

    const foreign = await createRole(server.db, other.company.id, [], 'Globex screener')
    const response = await server.patch(`roles/${foreign.id}`, { name: 'Taken over' }, asOwner())
    expect(response).toMatchObject({ status: 404, body: { message: 'Role not found' } })
  })

  it('answers 422 for an id that is not a number', async () => {
    const response = await server.patch('roles/abc', { name: 'x' }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ id: ['Use a numeric id'] })
  })
})

describe('nobody raises their own access (contract section 5)', () => {
  it('refuses a new role granting a permission its creator does not hold, naming it; the owner may grant any', async () => {
    const creator = await addMember(server.db, owner.company.id, ['role.add', 'job.view'])

    const refused = await server.post('roles', { name: 'Admin', permissions: { job: ['view'], settings: ['allow'], user: ['add'] } }, { token: creator.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: 'You cannot grant Users: add and Settings: allow, which you do not hold' })
    expect((await server.get('roles', asOwner())).body.data).not.toContainEqual(expect.objectContaining({ name: 'Admin' }))

    const held = await server.post('roles', { name: 'Job viewer', permissions: { job: ['view'], role: ['add'] } }, { token: creator.token })
    expect(held.status).toBe(201)
    const byOwner = await server.post('roles', { name: 'Administrator', permissions: { settings: ['allow'] } }, asOwner())
    expect(byOwner.status).toBe(201)
  })

  it('refuses adding a permission the editor does not hold, but lets them keep, remove or rename what is there', async () => {
    const editor = await addMember(server.db, owner.company.id, ['role.edit', 'job.view'])
    const role = await createRole(server.db, owner.company.id, ['settings.allow', 'job.view'])

    const added = await server.patch(`roles/${role.id}`, { permissions: { job: ['view', 'delete'], settings: ['allow'] } }, { token: editor.token })
    expect(added.status).toBe(403)
    expect(added.body).toEqual({ message: 'You cannot grant Jobs: delete, which you do not hold' })

    const kept = await server.patch(`roles/${role.id}`, { name: 'Kept', permissions: { settings: ['allow'], job: ['view'] } }, { token: editor.token })
    expect(kept.status).toBe(200)
    const removed = await server.patch(`roles/${role.id}`, { permissions: { settings: ['allow'] } }, { token: editor.token })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ name: 'Kept', permissions: { settings: ['allow'] } })

    const byOwner = await server.patch(`roles/${role.id}`, { permissions: { job: ['delete'] } }, asOwner())
    expect(byOwner.status).toBe(200)
  })

  it('refuses changing the permissions of a role the editor holds, even to ones they hold; renaming it is fine', async () => {
    const editor = await addMember(server.db, owner.company.id, ['role.edit', 'job.view', 'job.add'])

    const raised = await server.patch(`roles/${editor.role.id}`, { permissions: { role: ['edit'], job: ['view', 'add'], settings: ['allow'] } }, { token: editor.token })
    expect(raised.status).toBe(403)
    expect(raised.body).toEqual({ message: 'You cannot change the permissions of your own role' })
    const lowered = await server.patch(`roles/${editor.role.id}`, { permissions: { role: ['edit'] } }, { token: editor.token })
    expect(lowered.status).toBe(403)

    const unchanged = await server.patch(`roles/${editor.role.id}`, { name: 'Editors', permissions: { job: ['add', 'view'], role: ['edit'] } }, { token: editor.token })
    expect(unchanged.status).toBe(200)
    expect(unchanged.body).toMatchObject({ name: 'Editors', permissions: { job: ['view', 'add'], role: ['edit'] } })
    expect((await server.get('user', { token: editor.token })).body.permissions).toEqual({ job: ['view', 'add'], role: ['edit'] })
  })
})

describe('DELETE roles/{id}', () => {
  it('deletes a role nobody holds', async () => {
    const role = await createRole(server.db, owner.company.id, [], 'Temporary')

    const response = await server.delete(`roles/${role.id}`, asOwner())

    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
    const listed = await server.get('roles', asOwner())
    expect(listed.body.data.map((r: { id: number }) => r.id)).not.toContain(role.id)
    expect((await server.delete(`roles/${role.id}`, asOwner())).status).toBe(404)
  })

  it('refuses with 409 while users hold the role, deactivated ones included', async () => {
    const role = await createRole(server.db, owner.company.id, [], 'Held')
    await createUser(server.db, owner.company.id, { roleId: role.id })
    await createUser(server.db, owner.company.id, { roleId: role.id, active: false })

    const response = await server.delete(`roles/${role.id}`, asOwner())

    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: '2 users hold this role. Give them another role before deleting it.' })
  })

  it('answers 404 for another company’s role and leaves it alone', async () => {
    const foreign = await createRole(server.db, other.company.id, [], 'Globex keeper')
    expect(await server.delete(`roles/${foreign.id}`, asOwner())).toMatchObject({ status: 404, body: { message: 'Role not found' } })
    const theirs = await server.get('roles', { token: other.token })
    expect(theirs.body.data.map((r: { id: number }) => r.id)).toContain(foreign.id)
  })
})

describe('the plan’s roles feature', () => {
  it('lets every plan with custom roles create, edit and delete them, and answers 402 naming the plan to choose otherwise', async () => {
    const refusal = 'Custom roles and permissions are part of the Team plan. Choose it on the pricing page to use them.'
    for (const [plan, allowed] of [
      ['trial', true],
      ['starter', false],
      ['team', true],
      ['business', true],
    ] as const) {
      const account = await createAccount(server.db, { subscription: { plan } })
      const role = await createRole(server.db, account.company.id, [], `Kept on ${plan}`)
      const calls = [
        await server.post('roles', { name: `New on ${plan}`, permissions: {} }, { token: account.token }),
        await server.patch(`roles/${role.id}`, { name: `Renamed on ${plan}` }, { token: account.token }),
        await server.delete(`roles/${role.id}`, { token: account.token }),
      ]
      if (allowed) {
        expect(calls.map((call) => call.status), plan).toEqual([201, 200, 204])
      } else {
        for (const call of calls) expect(call, plan).toMatchObject({ status: 402, body: { message: refusal } })
        // Reading roles is not the feature: the users page still shows who holds what.
        expect((await server.get('roles', { token: account.token })).status).toBe(200)
      }
    }
  })
})
