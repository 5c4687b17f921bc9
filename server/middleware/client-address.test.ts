import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../db/schema/companies'
import { createAccount, insertJob, TEST_PASSWORD } from '../test/factories'
import { useTestServer } from '../test/test-server'

/**
 * Contract section 7 behind one reverse proxy (`TRUST_PROXY=1`): every request comes from the
 * proxy's socket, and the client's address is the X-Forwarded-For entry the proxy appended, the
 * last. What a client writes in the header itself never counts.
 */

const server = useTestServer({ trustProxy: true })

const PROXY = '10.0.0.2'
let emailCounter = 0
const newEmail = () => `nobody-${(emailCounter += 1)}@example.test`

/** A request as our proxy passes it on: the client's own header, then the address it came from. */
function viaProxy(client: string, written?: string) {
  return { address: PROXY, headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client } }
}

let jobId: number

beforeAll(async () => {
  const acme = await createAccount(server.db, { companyName: 'Acme' })
  await server.db.update(companies).set({ careersSlug: 'acme', careersPublic: true }).where(eq(companies.id, acme.company.id))
  jobId = (await insertJob(server.db, acme.company.id, { status: 'published', title: 'Backend Engineer' })).id
})

describe('the client address behind a proxy', () => {
  it('limits failed sign-ins from one client however it rotates the entries it writes, and not the clients beside it', async () => {
    const { user } = await createAccount(server.db)
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await server.post('login', { email: newEmail(), password: 'wrong password' }, viaProxy('203.0.113.5', `198.18.0.${attempt}`))
      expect(response.status).toBe(401)
    }
    const blocked = await server.post('login', { email: user.email, password: TEST_PASSWORD }, viaProxy('203.0.113.5', '198.18.1.1'))
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many sign-in attempts. Try again in 15 minutes.')

    // Everyone else behind the same proxy still signs in.
    expect((await server.post('login', { email: user.email, password: TEST_PASSWORD }, viaProxy('203.0.113.6'))).status).toBe(200)
  })

  it('limits careers applications per client, not for the whole site', async () => {
    const apply = (client: string, email: string) => {
      const form = new FormData()
      form.append('name', 'Jane Applicant')
      form.append('email', email)
      form.append('consent', 'true')
      form.append('file', new Blob(['Jane Applicant\njane@example.test\n'], { type: 'text/plain' }), 'resume.txt')
      const { address, headers } = viaProxy(client, '192.0.2.99')
      return server.fetch(`/backend/api/careers/acme/jobs/${jobId}/apply`, { method: 'POST', body: form, headers }, address)
    }
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await apply('203.0.113.20', `eager${attempt}@example.test`)).status).toBe(201)
    expect((await apply('203.0.113.20', 'eager-late@example.test')).status).toBe(429)

    expect((await apply('203.0.113.21', 'someone-else@example.test')).status).toBe(201)
  })
})
