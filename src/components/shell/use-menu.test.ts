import { describe, expect, it } from 'vitest'
import { MENU } from '@/lib/menu'
import { activeMenuPath } from './use-menu'

const items = MENU.flatMap((section) => section.items)

describe('activeMenuPath', () => {
  it('matches Home only on /', () => {
    expect(activeMenuPath('/', items)).toBe('/')
    expect(activeMenuPath('/nowhere/', items)).toBeNull()
  })

  it('prefers the longest menu path the page starts with', () => {
    expect(activeMenuPath('/jobs/', items)).toBe('/jobs/')
    expect(activeMenuPath('/jobs/create/', items)).toBe('/jobs/create/')
    expect(activeMenuPath('/jobs/42/edit/', items)).toBe('/jobs/')
  })
})
