import { describe, expect, it } from 'vitest'
import { createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

describe(`mail through the task queue (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('goes out after a restart when the server stopped before sending it', async () => {
    const { user } = await createAccount(server.db)
    expect((await server.post('forget-password', { email: user.email })).status).toBe(200)

    await server.restart()
    expect(server.mailer.lastTo(user.email)).toBeUndefined()
    await server.settle()
    expect(server.mailer.lastTo(user.email)?.subject).toBe('Reset your Staffdesk password')
  })

})
