import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { roles } from '../db/schema/roles'
import { users } from '../db/schema/users'
import type { AppEnv } from '../http/context'
import { handleError } from '../http/error-handler'
import { validate } from '../http/validation'
import { DAY_MS } from '../lib/clock'
import { addMember, createAccount, createRole, createToken, createUser } from '../test/factories'
import { useTestServer } from '../test/test-server'
import { endpoint } from '../http/endpoint'
import type { Permission } from '@common/permissions'
import { requestContext } from './request-context'

const server = useTestServer()

/** A route's declaration for the probe: only who may call it matters here. */
const probe = (access: 'signed-in' | 'subscribed', ...permissions: Permission[]) =>
  endpoint({ summary: 'Probe', tag: 'Probe', access, permissions, success: { status: 200, schema: null } })

/** A throwaway module built like a real one, to drive the guards through HTTP. */
function probeApp() {
  const routes = new Hono<AppEnv>()
    .get('/whoami', probe('signed-in'), (c) => c.json({ user: c.var.auth.user.id, company: c.var.scope.companyId }))
    .get('/business', probe('subscribed'), (c) => c.json({ ok: true }))
    .get('/roles', probe('signed-in', 'role.view', 'user-role.view'), (c) => c.json({ ok: true }))
    .get('/roles/:id', probe('signed-in'), async (c) => c.json(await c.var.scope.find(roles, Number(c.req.param('id')), 'Role')))
    .post('/roles', probe('signed-in'), validate('json', z.object({ name: z.string().min(1, 'Enter a name') })), async (c) =>
      c.json(await c.var.scope.insert(roles, { name: c.req.valid('json').name }), 201),
    )
    .patch('/roles/:id', probe('signed-in'), async (c) =>
      c.json(await c.var.scope.update(roles, Number(c.req.param('id')), { name: 'Renamed' }, 'Role')),
    )
    .delete('/roles/:id', probe('signed-in'), async (c) => {
      await c.var.scope.remove(roles, Number(c.req.param('id')), 'Role')
      return c.body(null, 204)
    })
  const app = new Hono<AppEnv>().use(requestContext(server.deps, [])).route('/', routes)
  app.onError(handleError)
  return {
    async call(method: string, path: string, token?: string, body?: unknown) {
      const response = await app.request(path, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      return { status: response.status, body: response.status === 204 ? null : await response.json() }
    },
  }
}

describe('signed-in endpoints', () => {
  it('lets a valid bearer token in, with its user and company', async () => {
    const { user, company, token } = await createAccount(server.db)
    const response = await probeApp().call('GET', '/whoami', token)
    expect(response).toEqual({ status: 200, body: { user: user.id, company: company.id } })
  })

  it('answers 401 with a message without a token, with a malformed one, or an unknown one', async () => {
    const probe = probeApp()
    expect(await probe.call('GET', '/whoami')).toEqual({ status: 401, body: { message: 'Sign in to continue' } })
    expect((await probe.call('GET', '/whoami', 'not a token')).status).toBe(401)
    expect(await probe.call('GET', '/whoami', 'x'.repeat(43))).toEqual({
      status: 401,
      body: { message: 'Your session has ended. Sign in again.' },
    })
  })

  it('answers 401 for an expired token', async () => {
    const { user } = await createAccount(server.db)
    const token = await createToken(server.db, user.id, new Date(server.clock.now().getTime() - 1000))
    expect(await probeApp().call('GET', '/whoami', token)).toEqual({
      status: 401,
      body: { message: 'Your session has expired. Sign in again.' },
    })
  })

  it('answers 401 at once when the user is deactivated', async () => {
    const { user, token } = await createAccount(server.db, { permissions: ['job.view'] })
    expect((await probeApp().call('GET', '/whoami', token)).status).toBe(200)
    await server.db.update(users).set({ active: false }).where(eq(users.id, user.id))
    expect(await probeApp().call('GET', '/whoami', token)).toEqual({
      status: 401,
      body: { message: 'Your account has been deactivated. Ask your company owner for access.' },
    })
  })
})

describe('endpoints with permissions', () => {
  it('passes the owner and a holder of any one listed permission; others get 403', async () => {
    const owner = await createAccount(server.db)
    const roleViewer = await addMember(server.db, owner.company.id, ['role.view'])
    const userRoleViewer = await addMember(server.db, owner.company.id, ['user-role.view'])
    const jobViewer = await addMember(server.db, owner.company.id, ['job.view'])
    const probe = probeApp()
    expect((await probe.call('GET', '/roles', owner.token)).status).toBe(200)
    expect((await probe.call('GET', '/roles', roleViewer.token)).status).toBe(200)
    expect((await probe.call('GET', '/roles', userRoleViewer.token)).status).toBe(200)
    expect(await probe.call('GET', '/roles', jobViewer.token)).toEqual({
      status: 403,
      body: { message: 'You do not have permission to do this' },
    })
  })

  it('applies a role change to the next request', async () => {
    const owner = await createAccount(server.db)
    const member = await addMember(server.db, owner.company.id, ['job.view'])
    const probe = probeApp()
    expect((await probe.call('GET', '/roles', member.token)).status).toBe(403)
    await server.db.update(roles).set({ permissions: { role: ['view'] } }).where(eq(roles.id, member.role.id))
    expect((await probe.call('GET', '/roles', member.token)).status).toBe(200)
  })
})

describe('bulk endpoints', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('checks the sign-in of a bulk request (an upload of a batch) after the requests waiting at the embedded database', async () => {
    const { token } = await createAccount(server.db)
    const answered: string[] = []
    const app = new Hono<AppEnv>()
      .use(requestContext(server.deps, []))
      .get('/upload', endpoint({ summary: 'Bulk probe', tag: 'Probe', access: 'signed-in', success: { status: 200, schema: null }, bulk: true }), (c) => {
        answered.push('bulk')
        return c.json({})
      })
      .get('/page', probe('signed-in'), (c) => {
        answered.push('request')
        return c.json({})
      })
    const call = (path: string) => app.request(path, { headers: { authorization: `Bearer ${token}` } })
    let release = () => {}
    const holding = server.db.transaction(() => new Promise<void>((resolve) => (release = resolve)))
    const upload = call('/upload')
    const page = call('/page')
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await Promise.all([holding, upload, page])
    expect(answered).toEqual(['request', 'bulk'])
  })
})

describe('subscribed endpoints', () => {
  it('answers 402 with a message unless the subscription is active', async () => {
    const probe = probeApp()
    const active = await createAccount(server.db)
    const none = await createAccount(server.db, { subscription: 'none' })
    const pastDue = await createAccount(server.db, { subscription: { status: 'past_due' } })
    const trialOver = await createAccount(server.db, {
      subscription: { plan: 'trial', currentPeriodEnd: new Date(server.clock.now().getTime() - DAY_MS) },
    })
    expect((await probe.call('GET', '/business', active.token)).status).toBe(200)
    expect(await probe.call('GET', '/business', none.token)).toEqual({
      status: 402,
      body: { message: 'Choose a plan to start using Staffdesk.' },
    })
    expect(await probe.call('GET', '/business', pastDue.token)).toEqual({
      status: 402,
      body: { message: 'Your subscription is not active. Choose a plan to continue.' },
    })
    expect((await probe.call('GET', '/business', trialOver.token)).status).toBe(402)
  })
})

describe('CompanyScope', () => {
  it('reads, changes and deletes only the own company’s records; another company’s are 404', async () => {
    const mine = await createAccount(server.db)
    const theirs = await createAccount(server.db)
    const myRole = await createRole(server.db, mine.company.id, ['job.view'], 'Recruiter')
    const theirRole = await createRole(server.db, theirs.company.id, ['job.view'], 'Recruiter')
    const probe = probeApp()

    expect((await probe.call('GET', `/roles/${myRole.id}`, mine.token)).body).toMatchObject({ id: myRole.id, name: 'Recruiter' })
    for (const [method, path] of [
      ['GET', `/roles/${theirRole.id}`],
      ['PATCH', `/roles/${theirRole.id}`],
      ['DELETE', `/roles/${theirRole.id}`],
    ] as const) {
      expect(await probe.call(method, path, mine.token)).toEqual({ status: 404, body: { message: 'Role not found' } })
    }
    const [untouched] = await server.db.select().from(roles).where(eq(roles.id, theirRole.id))
    expect(untouched?.name).toBe('Recruiter')

    expect((await probe.call('PATCH', `/roles/${myRole.id}`, mine.token)).body).toMatchObject({ name: 'Renamed' })
    expect((await probe.call('DELETE', `/roles/${myRole.id}`, mine.token)).status).toBe(204)
  })

  it('inserts into the caller’s company whatever the body says', async () => {
    const mine = await createAccount(server.db)
    const theirs = await createAccount(server.db)
    const created = await probeApp().call('POST', '/roles', mine.token, { name: 'Sourcer', companyId: theirs.company.id })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Sourcer', companyId: mine.company.id })
  })

  it('keeps a user from holding another company’s role, even when written directly', async () => {
    const mine = await createAccount(server.db)
    const theirs = await createAccount(server.db)
    const theirRole = await createRole(server.db, theirs.company.id, ['job.view'])
    await expect(createUser(server.db, mine.company.id, { roleId: theirRole.id })).rejects.toThrow()
  })
})

describe('validation', () => {
  it('answers 422 with errors per field', async () => {
    const { token } = await createAccount(server.db)
    const probe = probeApp()
    expect(await probe.call('POST', '/roles', token, { name: '' })).toEqual({
      status: 422,
      body: { message: 'Enter a name', errors: { name: ['Enter a name'] } },
    })
    expect(await probe.call('POST', '/roles', token, { other: 1 })).toEqual({
      status: 422,
      body: { message: 'This field is required', errors: { name: ['This field is required'] } },
    })
  })
})
