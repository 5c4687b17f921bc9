import { describe, expect, it } from 'vitest'
import type { Session } from '@common/session'
import { MENU } from '@/lib/menu'
import { AccessDeniedError, menuPage, menuPageHead, requirePermission } from './page-access'

const session = (is_owner: boolean, permissions: Session['permissions']): Session => ({
  user: { id: 1, name: 'Dana', email: 'dana@acme.test', is_owner, company_settings: { company_name: 'Acme' } },
  subscription: { status: 'active', plan: 'team', current_period_end: null },
  permissions,
})

describe('menu page guards', () => {
  it('finds every menu route with its title and permission list', () => {
    for (const item of MENU.flatMap((section) => section.items)) {
      expect(menuPage(item.to)).toEqual({ title: item.title, permissions: item.permissions })
    }
  })

  it('fails loudly for a path the menu does not have', () => {
    expect(() => menuPage('/jobs')).toThrow('No menu entry for /jobs')
  })

  it('refuses a page without any of its permissions and opens it with one', () => {
    const newJob = menuPage('/jobs/create/')
    expect(() => requirePermission(session(false, { job: ['view'] }), newJob.permissions)).toThrow(AccessDeniedError)
    expect(() => requirePermission(session(false, { job: ['add'] }), newJob.permissions)).not.toThrow()
    expect(() => requirePermission(session(true, {}), newJob.permissions)).not.toThrow()
    expect(() => requirePermission(session(false, {}), menuPage('/').permissions)).not.toThrow()
  })

  it('titles a refused page "Access denied"', () => {
    const head = menuPageHead(menuPage('/settings/'))
    expect(head({ match: { error: undefined } }).meta[0]?.title).toBe('Settings · Staffdesk')
    expect(head({ match: { error: new AccessDeniedError() } }).meta[0]?.title).toBe('Access denied · Staffdesk')
  })
})
