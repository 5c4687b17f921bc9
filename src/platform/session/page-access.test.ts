import { describe, expect, it } from 'vitest'
import type { Session } from '@common/session'
import { MENU, ROUTE_PERMISSIONS } from '@/lib/menu'
import { AccessDeniedError, menuPage, menuPageHead, requirePage, requirePermission, routePage, staffPage } from './page-access'

const session = (is_owner: boolean, permissions: Session['permissions']): Session => ({
  user: { id: 1, name: 'Dana', email: 'dana@acme.test', is_owner, timezone: null, company_settings: { company_name: 'Acme' } },
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

  it('guards the pages outside the menu with their own lists', () => {
    const edit = routePage('/jobs/edit/')
    expect(edit).toEqual({ title: 'Edit Job', permissions: ['job.edit'] })
    expect(ROUTE_PERMISSIONS['/jobs/edit/']).toEqual(['job.edit'])
    expect(() => requirePermission(session(false, { job: ['view'] }), edit.permissions)).toThrow(AccessDeniedError)
    const view = routePage('/jobs/view/')
    expect(() => requirePermission(session(false, { job: ['edit'] }), view.permissions)).not.toThrow()
    expect(() => requirePermission(session(false, { job: ['delete'] }), view.permissions)).toThrow(AccessDeniedError)
    expect(() => routePage('/jobs/')).toThrow('No page entry for /jobs/')
  })

  it('opens My account to every signed-in user, without a menu entry', () => {
    const account = routePage('/account/')
    expect(account).toEqual({ title: 'My account', permissions: [] })
    expect(() => requirePermission(session(false, {}), account.permissions)).not.toThrow()
    expect(MENU.flatMap((section) => section.items).some((item) => item.to === '/account/')).toBe(false)
  })

  it('titles a refused page "Access denied"', () => {
    const head = menuPageHead(menuPage('/settings/'))
    expect(head({ match: { error: undefined } }).meta[0]?.title).toBe('Settings · Staffdesk')
    expect(head({ match: { error: new AccessDeniedError() } }).meta[0]?.title).toBe('Access denied · Staffdesk')
  })

  it('guards a page by its path, menu page or not; the board also needs job.view', () => {
    expect(staffPage('/jobs/')).toEqual(menuPage('/jobs/'))
    expect(staffPage('/jobs/edit/')).toEqual(routePage('/jobs/edit/'))
    expect(() => requirePage(session(false, { job: ['edit'] }), '/jobs/edit/')).not.toThrow()
    expect(() => requirePage(session(false, { job: ['view'] }), '/jobs/edit/')).toThrow(AccessDeniedError)
    expect(() => requirePage(session(false, { resume_and_candidates: ['view'] }), '/jobs/pipeline/')).toThrow(AccessDeniedError)
    expect(() => requirePage(session(false, { resume_and_candidates: ['view'], job: ['view'] }), '/jobs/pipeline/')).not.toThrow()
    expect(() => requirePage(session(true, {}), '/jobs/pipeline/')).not.toThrow()
    expect(() => staffPage('/nowhere/')).toThrow('No menu entry for /nowhere/')
  })
})
