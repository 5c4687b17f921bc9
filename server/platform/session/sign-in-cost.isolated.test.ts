import { describe, expect, it, vi } from 'vitest'
import * as passwords from '../../lib/passwords'
import { createAccount, createUser, TEST_PASSWORD } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), verifyAgainstDummy: vi.fn(actual.verifyAgainstDummy) }
})

const server = useTestServer()

describe('a failed sign-in', () => {
  it('costs one full password verification whether or not the account exists', async () => {
    const { user, company } = await createAccount(server.db)
    const invited = await createUser(server.db, company.id, { password: null })
    const cases = [
      { email: user.email, password: 'wrong password', verifies: 'real' },
      { email: 'nobody@example.test', password: 'wrong password', verifies: 'dummy' },
      { email: invited.email, password: TEST_PASSWORD, verifies: 'dummy' },
    ] as const
    for (const attempt of cases) {
      vi.mocked(passwords.verifyPassword).mockClear()
      vi.mocked(passwords.verifyAgainstDummy).mockClear()
      const response = await server.post('login', { email: attempt.email, password: attempt.password })
      expect(response.status).toBe(401)
      expect(response.body.message).toBe('The email or password is incorrect')
      expect(vi.mocked(passwords.verifyPassword).mock.calls.length + vi.mocked(passwords.verifyAgainstDummy).mock.calls.length).toBe(1)
      expect(vi.mocked(passwords.verifyAgainstDummy).mock.calls.length).toBe(attempt.verifies === 'dummy' ? 1 : 0)
    }
  })
})
