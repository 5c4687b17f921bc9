import { afterEach, describe, expect, it } from 'vitest'
import { getToken, removeToken, setToken } from './cookies'

describe('the token cookie', () => {
  afterEach(() => removeToken())

  it('is read back as it was set, encoded characters included, and is gone once removed', () => {
    expect(getToken()).toBeUndefined()
    setToken('owner~a b;c')
    expect(getToken()).toBe('owner~a b;c')
    removeToken()
    expect(getToken()).toBeUndefined()
  })

  it('is found among other cookies by its exact name', () => {
    document.cookie = 'tokenish=nope; Path=/'
    document.cookie = 'other=1; Path=/'
    setToken('t1')
    expect(getToken()).toBe('t1')
    document.cookie = 'tokenish=; Path=/; Max-Age=0'
    document.cookie = 'other=; Path=/; Max-Age=0'
  })
})
