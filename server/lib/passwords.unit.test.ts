import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords'

describe('passwords', () => {
  it('hash with argon2id at the OWASP setting and a fresh salt, and verify only the right password', async () => {
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
    expect(second).not.toBe(first)
    expect(await verifyPassword('correct horse battery', first)).toBe(true)
    expect(await verifyPassword('correct horse batterY', first)).toBe(false)
  })

  it('treat a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false)
    expect(await verifyPassword('anything', '')).toBe(false)
    expect(await verifyPassword('anything', '$argon2id$v=19$broken')).toBe(false)
  })

  it('verify against a dummy hash, always failing', async () => {
    expect(await verifyAgainstDummy('correct horse battery')).toBe(false)
  })
})
