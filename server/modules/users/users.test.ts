import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { addMember, createAccount, createCompany, createRole, createToken, createUser } from '../../test/factories'
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  // Business: no seat limit, so the tests may add as many users as they like.
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' }, user: { name: 'Olivia Owner' } })
  other = await createAccount(server.db, { companyName: 'Globex' })
})

const asOwner = () => ({ token: owner.token })

describe('GET users', () => {
  let listCompany: Awaited<ReturnType<typeof createAccount>>
  let recruiter: Awaited<ReturnType<typeof createRole>>

  beforeAll(async () => {
    listCompany = await createAccount(server.db, {
      companyName: 'Lists',
      subscription: { plan: 'business' },
      user: { name: 'Zoe Owner', email: 'zoe@lists.test' },
    })
    recruiter = await createRole(server.db, listCompany.company.id, ['job.view'], 'Recruiter')
    await createUser(server.db, listCompany.company.id, { name: 'adam Archer', email: 'adam@lists.test', roleId: recruiter.id })
    await createUser(server.db, listCompany.company.id, { name: 'Bea Baker', email: 'bea@lists.test', active: false })
    await createUser(server.db, listCompany.company.id, { name: 'Carl 100%_done', email: 'carl@lists.test', roleId: recruiter.id })
    await createUser(server.db, other.company.id, { name: 'Adam Elsewhere', email: 'adam@globex.test' })
  })

  const list = (query = '') => server.get(`users${query}`, { token: listCompany.token })

  it('lists the company’s users by name with their role and last sign-in, in the contract’s {data, meta}', async () => {
    const response = await list()

    expect(response.status).toBe(200)
    expect(response.body.meta).toEqual({ page: 1, per_page: 25, total: 4 })
    expect(response.body.data.map((user: { name: string }) => user.name)).toEqual([
      'adam Archer',
      'Bea Baker',
      'Carl 100%_done',
      'Zoe Owner',
    ])
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'adam Archer',
      email: 'adam@lists.test',
      is_owner: false,
      active: true,
      role: { id: recruiter.id, name: 'Recruiter' },
      last_login_at: null,
      invited: false,
    })
    expect(response.body.data[3]).toMatchObject({ name: 'Zoe Owner', is_owner: true, role: null })
  })

  it('pages with page and per_page', async () => {
    const second = await list('?page=2&per_page=3')
    expect(second.body.meta).toEqual({ page: 2, per_page: 3, total: 4 })
    expect(second.body.data.map((user: { name: string }) => user.name)).toEqual(['Zoe Owner'])

    const beyond = await list('?page=9&per_page=3')
    expect(beyond.body).toEqual({ data: [], meta: { page: 9, per_page: 3, total: 4 } })
  })

  it('searches name and email case-insensitively, treating % and _ literally', async () => {
    expect((await list('?q=ADAM')).body.data.map((user: { email: string }) => user.email)).toEqual(['adam@lists.test'])
    expect((await list('?q=bea%40lists')).body.data.map((user: { name: string }) => user.name)).toEqual(['Bea Baker'])
    expect((await list('?q=100%25_')).body.data.map((user: { name: string }) => user.name)).toEqual(['Carl 100%_done'])
    expect((await list('?q=%25')).body.meta.total).toBe(1)
    expect((await list('?q=nobody')).body).toEqual({ data: [], meta: { page: 1, per_page: 25, total: 0 } })
  })

  it('sorts by the allowed fields, descending with a leading minus', async () => {
    const byEmailDescending = await list('?sort=-email')
    expect(byEmailDescending.body.data.map((user: { email: string }) => user.email)).toEqual([
      'zoe@lists.test',
      'carl@lists.test',
      'bea@lists.test',
      'adam@lists.test',
    ])
  })

  it('filters by active and by role', async () => {
    expect((await list('?active=false')).body.data.map((user: { name: string }) => user.name)).toEqual(['Bea Baker'])
    expect((await list(`?role_id=${recruiter.id}`)).body.data.map((user: { name: string }) => user.name)).toEqual([
      'adam Archer',
      'Carl 100%_done',
    ])
  })

  it('answers 422 with a message per parameter for bad list parameters', async () => {
    const response = await list('?per_page=101&page=0&sort=password&active=maybe')
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      per_page: ['Show at most 100 rows per page'],
      page: ['Pages start at 1'],
      sort: ['Sort by one of: name, -name, email, -email, created_at, -created_at, last_login_at, -last_login_at'],
      active: ['Use true or false'],
    })
  })
})

describe('POST users', () => {
  it('invites a user: 201 with the listed shape, and a mail with a single-use set-password link that signs them in', async () => {
    const role = await createRole(server.db, owner.company.id, ['job.view'], 'Viewer')

    const response = await server.post('users', { name: ' Nina New ', email: 'Nina@Example.TEST', role_id: role.id }, asOwner())

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Nina New',
      email: 'nina@example.test',
      is_owner: false,
      active: true,
      role: { id: role.id, name: 'Viewer' },
      last_login_at: null,
      invited: true,
    })

    await server.settle()
    const mail = server.mailer.lastTo('nina@example.test')
    expect(mail?.subject).toBe("You're invited to Acme on Staffdesk")
    expect(mail?.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/set-new-password/\\?token=[\\w-]+$`))
    expect(mail?.text).toContain(mail?.link)

    const token = new URL(mail!.link!).searchParams.get('token')
    const password = 'a brand new password'
    expect((await server.post('set-new-password', { token, password })).status).toBe(200)
    const login = await server.post('login', { email: 'nina@example.test', password })
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ name: 'Nina New', is_owner: false })
    expect(login.body.permissions).toEqual({ job: ['view'] })
    const listed = await server.get('users?q=nina', asOwner())
    expect(listed.body.data[0]).toMatchObject({ email: 'nina@example.test', invited: false, last_login_at: expect.any(String) })
  })

  it('allows 50 invitations an hour from one user: 429 with a message and Retry-After, others still invite', async () => {
    const inviter = await addMember(server.db, owner.company.id, ['user.add'])
    const invite = (token: string, email: string) => server.post('users', { name: 'Many', email }, { token })
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await invite(inviter.token, `many-${attempt}@example.test`)).status).toBe(201)

    const blocked = await invite(inviter.token, 'many-late@example.test')
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: 'Too many invitations sent. Try again in 60 minutes.' })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
    expect((await server.get('users?q=many-late', asOwner())).body.data).toEqual([])

    expect((await invite(owner.token, 'many-late@example.test')).status).toBe(201)
  })

  it('allows 100 invitations an hour from one company, resent ones included, whoever sends them: then 429 for all its inviters', async () => {
    const busy = await createAccount(server.db, { companyName: 'Busy Hiring', subscription: { plan: 'business' } })
    const inviters = [await addMember(server.db, busy.company.id, ['user.add']), await addMember(server.db, busy.company.id, ['user.add'])]
    const invite = (token: string, email: string) => server.post('users', { name: 'Crowd', email }, { token })
    for (let attempt = 0; attempt < 49; attempt += 1) {
      expect((await invite(inviters[0]!.token, `crowd-a${attempt}@example.test`)).status).toBe(201)
      expect((await invite(inviters[1]!.token, `crowd-b${attempt}@example.test`)).status).toBe(201)
    }
    expect((await invite(busy.token, 'crowd-owner@example.test')).status).toBe(201)
    const waiting = await server.get('users?q=crowd-a0', { token: busy.token })
    expect((await server.post(`users/${waiting.body.data[0].id}/resend-invitation`, {}, { token: busy.token })).status).toBe(200)

    for (const token of [busy.token, inviters[0]!.token]) {
      const blocked = await invite(token, 'crowd-late@example.test')
      expect(blocked.status).toBe(429)
      expect(blocked.body).toEqual({ message: 'Too many invitations sent. Try again in 60 minutes.' })
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
    }
    expect((await server.post(`users/${waiting.body.data[0].id}/resend-invitation`, {}, { token: busy.token })).status).toBe(429)
    expect((await server.get('users?q=crowd-late', { token: busy.token })).body.data).toEqual([])
    // Another company's invitations are its own.
    expect((await server.post('users', { name: 'Elsewhere', email: 'elsewhere-late@example.test' }, asOwner())).status).toBe(201)
  })

  it('accepts a user without a role', async () => {
    const response = await server.post('users', { name: 'No Role', email: 'norole@example.test' }, asOwner())
    expect(response.status).toBe(201)
    expect(response.body.role).toBeNull()
  })

  it('refuses an email any account already uses, in any case and in any company, with 409', async () => {
    await createUser(server.db, other.company.id, { email: 'taken@globex.test' })

    const response = await server.post('users', { name: 'Twin', email: 'TAKEN@globex.test', role_id: null }, asOwner())

    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      message: 'An account with this email already exists',
      errors: { email: ['An account with this email already exists'] },
    })
  })

  it('refuses a role of another company with 422 on role_id', async () => {
    const foreignRole = await createRole(server.db, other.company.id, ['user.view'])

    const response = await server.post('users', { name: 'Spy', email: 'spy@example.test', role_id: foreignRole.id }, asOwner())

    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ role_id: ['Choose one of your company’s roles'] })
    expect((await server.db.select().from(users).where(eq(users.email, 'spy@example.test'))).length).toBe(0)
  })

  it('answers 422 with each field’s message for a bad body', async () => {
    const response = await server.post('users', { name: '', email: 'not-an-email', role_id: 'admin' }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      name: ['Enter a name'],
      email: ['Enter a valid email address'],
      role_id: ['Choose a role'],
    })
  })

  it('refuses a user beyond the plan’s seats with 409 and what to do', async () => {
    const company = await createCompany(server.db, { subscription: { plan: 'trial' } })
    const trialOwner = await createUser(server.db, company.id, { isOwner: true })
    await createUser(server.db, company.id)
    await createUser(server.db, company.id, { active: false })
    const token = await createToken(server.db, trialOwner.id)

    expect((await server.post('users', { name: 'Third', email: 'third@trial.test' }, { token })).status).toBe(201)
    const response = await server.post('users', { name: 'Fourth', email: 'fourth@trial.test' }, { token })

    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'Your Free trial plan allows 3 active users. Deactivate a user or choose a larger plan.' })
  })
})

describe('PATCH users/{id}', () => {
  it('renames with user.edit', async () => {
    const editor = await addMember(server.db, owner.company.id, ['user.edit'])
    const target = await createUser(server.db, owner.company.id, { name: 'Old Name' })

    const response = await server.patch(`users/${target.id}`, { name: 'New Name' }, { token: editor.token })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: target.id, name: 'New Name', active: true })
  })

  it('needs user-role.edit to change a role, and user.edit for the rest; unchanged fields need nothing', async () => {
    const editor = await addMember(server.db, owner.company.id, ['user.edit'])
    const assigner = await addMember(server.db, owner.company.id, ['user-role.edit', 'job.view'])
    const role = await createRole(server.db, owner.company.id, ['job.view'])
    const target = await createUser(server.db, owner.company.id, { name: 'Target' })

    const refused = await server.patch(`users/${target.id}`, { role_id: role.id }, { token: editor.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: 'Changing a user’s role needs the user-role.edit permission' })

    const assigned = await server.patch(`users/${target.id}`, { name: 'Target', active: true, role_id: role.id }, { token: assigner.token })
    expect(assigned.status).toBe(200)
    expect(assigned.body.role).toEqual({ id: role.id, name: role.name })

    const renameRefused = await server.patch(`users/${target.id}`, { name: 'Renamed' }, { token: assigner.token })
    expect(renameRefused.status).toBe(403)
    expect(renameRefused.body).toEqual({ message: 'Editing a user needs the user.edit permission' })
  })

  it('gives the new role’s permissions on the user’s next request', async () => {
    const member = await addMember(server.db, owner.company.id, ['job.view'])
    const manager = await createRole(server.db, owner.company.id, ['user.view'])
    expect((await server.get('users', { token: member.token })).status).toBe(403)

    await server.patch(`users/${member.user.id}`, { role_id: manager.id }, asOwner())

    expect((await server.get('users', { token: member.token })).status).toBe(200)
  })

  it('deactivating signs the user out at once; reactivating lets them sign in again', async () => {
    const member = await addMember(server.db, owner.company.id, ['job.view'])
    const secondToken = await createToken(server.db, member.user.id)

    const response = await server.patch(`users/${member.user.id}`, { active: false }, asOwner())

    expect(response.status).toBe(200)
    expect(response.body.active).toBe(false)
    for (const token of [member.token, secondToken]) expect((await server.get('user', { token })).status).toBe(401)
    const login = await server.post('login', { email: member.user.email, password: 'correct horse battery staple' })
    expect(login.status).toBe(403)

    expect((await server.patch(`users/${member.user.id}`, { active: true }, asOwner())).body.active).toBe(true)
    expect((await server.post('login', { email: member.user.email, password: 'correct horse battery staple' })).status).toBe(200)
  })

  it('never deactivates or re-roles the owner, and nobody deactivates themselves', async () => {
    const admin = await addMember(server.db, owner.company.id, ['user.edit', 'user-role.edit'])
    const role = await createRole(server.db, owner.company.id, [])

    const deactivate = await server.patch(`users/${owner.user.id}`, { active: false }, { token: admin.token })
    expect(deactivate.status).toBe(422)
    expect(deactivate.body).toEqual({
      message: 'The company owner cannot be deactivated',
      errors: { active: ['The company owner cannot be deactivated'] },
    })

    const demote = await server.patch(`users/${owner.user.id}`, { role_id: role.id }, { token: admin.token })
    expect(demote.status).toBe(422)
    expect(demote.body.errors).toEqual({ role_id: ['The company owner always holds every permission; their role cannot be changed'] })

    const self = await server.patch(`users/${admin.user.id}`, { active: false }, { token: admin.token })
    expect(self.status).toBe(422)
    expect(self.body.errors).toEqual({ active: ['You cannot deactivate your own account'] })

    expect((await server.get('user', asOwner())).status).toBe(200)
  })

  it('refuses another company’s role (422), another company’s user (404) and a bad body (422)', async () => {
    const target = await createUser(server.db, owner.company.id)
    const foreignRole = await createRole(server.db, other.company.id, [])
    const foreignUser = await createUser(server.db, other.company.id, { name: 'Globex Person' })

    const role = await server.patch(`users/${target.id}`, { role_id: foreignRole.id }, asOwner())
    expect(role.status).toBe(422)
    expect(role.body.errors).toEqual({ role_id: ['Choose one of your company’s roles'] })

    const foreign = await server.patch(`users/${foreignUser.id}`, { name: 'Hijacked' }, asOwner())
    expect(foreign).toMatchObject({ status: 404, body: { message: 'User not found' } })
    const [untouched] = await server.db.select().from(users).where(eq(users.id, foreignUser.id))
    expect(untouched?.name).toBe('Globex Person')

    const bad = await server.patch(`users/${target.id}`, { name: ' ', active: 'no' }, asOwner())
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ name: ['Enter a name'], active: ['Use true or false'] })
  })

  it('refuses to reactivate a user beyond the plan’s seats', async () => {
    const company = await createCompany(server.db, { subscription: { plan: 'trial' } })
    const trialOwner = await createUser(server.db, company.id, { isOwner: true })
    await createUser(server.db, company.id)
    await createUser(server.db, company.id)
    const sleeper = await createUser(server.db, company.id, { active: false })

    const response = await server.patch(`users/${sleeper.id}`, { active: true }, { token: await createToken(server.db, trialOwner.id) })

    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/allows 3 active users/)
  })
})

describe('nobody raises their own access (contract section 5)', () => {
  it('refuses giving a role with a permission the assigner does not hold, naming it; the owner may give any', async () => {
    const assigner = await addMember(server.db, owner.company.id, ['user-role.edit', 'job.view'])
    const admin = await createRole(server.db, owner.company.id, ['job.view', 'settings.allow'])
    const viewer = await createRole(server.db, owner.company.id, ['job.view'])
    const target = await createUser(server.db, owner.company.id)

    const refused = await server.patch(`users/${target.id}`, { role_id: admin.id }, { token: assigner.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: 'You cannot grant Settings: allow, which you do not hold' })
    expect((await server.patch(`users/${target.id}`, { role_id: viewer.id }, { token: assigner.token })).status).toBe(200)
    expect((await server.patch(`users/${target.id}`, { role_id: admin.id }, asOwner())).status).toBe(200)
  })

  it('refuses changing one’s own role, even to a lesser one', async () => {
    const assigner = await addMember(server.db, owner.company.id, ['user-role.edit', 'settings.allow'])
    const lesser = await createRole(server.db, owner.company.id, ['settings.allow'])

    const response = await server.patch(`users/${assigner.user.id}`, { role_id: lesser.id }, { token: assigner.token })

    expect(response.status).toBe(403)
    expect(response.body).toEqual({ message: 'You cannot change your own role' })
    expect((await server.get('user', { token: assigner.token })).body.permissions).toEqual({ 'user-role': ['edit'], settings: ['allow'] })
  })

  it('refuses inviting a user with a role granting what the inviter does not hold, and sends no mail', async () => {
    const inviter = await addMember(server.db, owner.company.id, ['user.add', 'job.view'])
    const admin = await createRole(server.db, owner.company.id, ['user.add', 'role.edit', 'settings.allow'])
    const viewer = await createRole(server.db, owner.company.id, ['job.view'])

    const refused = await server.post('users', { name: 'Ada Admin', email: 'ada.admin@example.test', role_id: admin.id }, { token: inviter.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: 'You cannot grant Roles: edit and Settings: allow, which you do not hold' })
    await server.settle()
    expect(server.mailer.lastTo('ada.admin@example.test')).toBeUndefined()

    const invited = await server.post('users', { name: 'Vic Viewer', email: 'vic.viewer@example.test', role_id: viewer.id }, { token: inviter.token })
    expect(invited.status).toBe(201)
  })
})

describe('DELETE users/{id}', () => {
  it('deletes a user, whose tokens stop working', async () => {
    const member = await addMember(server.db, owner.company.id, ['job.view'])

    const response = await server.delete(`users/${member.user.id}`, asOwner())

    expect(response.status).toBe(204)
    expect((await server.get('user', { token: member.token })).status).toBe(401)
    expect((await server.delete(`users/${member.user.id}`, asOwner())).status).toBe(404)
  })

  it('never deletes the owner or the caller, and answers 404 for another company’s user', async () => {
    const admin = await addMember(server.db, owner.company.id, ['user.delete'])
    const foreignUser = await createUser(server.db, other.company.id)

    expect(await server.delete(`users/${owner.user.id}`, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: 'The company owner cannot be deleted' },
    })
    expect(await server.delete(`users/${admin.user.id}`, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: 'You cannot delete your own account' },
    })
    expect(await server.delete(`users/${foreignUser.id}`, asOwner())).toMatchObject({ status: 404, body: { message: 'User not found' } })
    expect((await server.db.select().from(users).where(eq(users.id, foreignUser.id))).length).toBe(1)
  })
})

describe('POST users/{id}/resend-invitation', () => {
  const resend = (id: number, token = owner.token) => server.post(`users/${id}/resend-invitation`, {}, { token })
  const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')

  it('mails a new single-use link; the links sent before stop working', async () => {
    const invited = await server.post('users', { name: 'Rita Resend', email: 'rita@example.test' }, asOwner())
    await server.settle()
    const first = tokenOf(server.mailer.lastTo('rita@example.test')?.link)

    const response = await resend(invited.body.id)

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: invited.body.id, name: 'Rita Resend', invited: true })
    await server.settle()
    const mail = server.mailer.lastTo('rita@example.test')
    expect(mail?.subject).toBe("You're invited to Acme on Staffdesk")
    const second = tokenOf(mail?.link)
    expect(second).not.toBe(first)

    const stale = await server.post('set-new-password', { token: first, password: 'an older link password' })
    expect(stale.status).toBe(422)
    expect((await server.post('set-new-password', { token: second, password: 'a brand new password' })).status).toBe(200)
    expect((await server.post('set-new-password', { token: second, password: 'a second try password' })).status).toBe(422)
    expect((await server.post('login', { email: 'rita@example.test', password: 'a brand new password' })).status).toBe(200)
  })

  it('answers 409 once the user has set a password, and for a deactivated user; sends nothing', async () => {
    const member = await createUser(server.db, owner.company.id, { name: 'Sam Settled' })
    const sleeper = await createUser(server.db, owner.company.id, { name: 'Dee Dormant', password: null, active: false })
    const before = server.mailer.sent.length

    expect(await resend(member.id)).toMatchObject({ status: 409, body: { message: 'Sam Settled has already set a password and can sign in.' } })
    expect(await resend(sleeper.id)).toMatchObject({
      status: 409,
      body: { message: 'Dee Dormant is deactivated. Reactivate them before sending the invitation again.' },
    })
    await server.settle()
    expect(server.mailer.sent.length).toBe(before)
  })

  it('needs user.add, and answers 404 for another company’s user', async () => {
    const pending = await createUser(server.db, owner.company.id, { password: null })
    const editor = await addMember(server.db, owner.company.id, ['user.edit', 'user.view'])
    const inviter = await addMember(server.db, owner.company.id, ['user.add'])
    const foreign = await createUser(server.db, other.company.id, { password: null })

    expect((await resend(pending.id, editor.token)).status).toBe(403)
    expect((await resend(pending.id, inviter.token)).status).toBe(200)
    expect(await resend(foreign.id)).toMatchObject({ status: 404, body: { message: 'User not found' } })
  })
})

describe('GET users/seats', () => {
  it('counts active users against the plan’s seats', async () => {
    const company = await createCompany(server.db, { subscription: { plan: 'team' } })
    const teamOwner = await createUser(server.db, company.id, { isOwner: true })
    await createUser(server.db, company.id)
    await createUser(server.db, company.id, { password: null })
    await createUser(server.db, company.id, { active: false })
    const token = await createToken(server.db, teamOwner.id)

    const response = await server.get('users/seats', { token })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ used: 3, limit: 25, plan: { id: 'team', name: 'Team' } })
  })

  it('has no limit on an unlimited plan', async () => {
    const response = await server.get('users/seats', asOwner())
    expect(response.body).toEqual({ used: expect.any(Number), limit: null, plan: { id: 'business', name: 'Business' } })
  })

  it('opens to user.view or user.add', async () => {
    const viewer = await addMember(server.db, owner.company.id, ['user.view'])
    const inviter = await addMember(server.db, owner.company.id, ['user.add'])
    const editor = await addMember(server.db, owner.company.id, ['user.edit'])
    expect((await server.get('users/seats', { token: viewer.token })).status).toBe(200)
    expect((await server.get('users/seats', { token: inviter.token })).status).toBe(200)
    expect((await server.get('users/seats', { token: editor.token })).status).toBe(403)
  })
})
