import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords'

describe('passwords', () => {
  it('hash with scrypt and a fresh salt, and verify only the right password', async () => {
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/)
    expect(second).not.toBe(first)
    expect(await verifyPassword('correct horse battery', first)).toBe(true)
    expect(await verifyPassword('correct horse batterY', first)).toBe(false)
  })

  it('treat a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false)
    expect(await verifyPassword('anything', '')).toBe(false)
  })

  it('verify against a dummy hash, always failing', async () => {
    expect(await verifyAgainstDummy('correct horse battery')).toBe(false)
  })
})
