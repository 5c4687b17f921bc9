import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, hasAnyPermission, isKnownPermission, permissionsNotHeld, type PermissionSubject } from './permissions'

const member = (permissions: PermissionSubject['permissions']): PermissionSubject => ({ is_owner: false, permissions })

describe('hasAnyPermission (spec section 6)', () => {
  it('lets the owner through whatever the list and whatever they hold', () => {
    expect(hasAnyPermission({ is_owner: true, permissions: {} }, ['settings.allow'])).toBe(true)
    expect(hasAnyPermission({ is_owner: true, permissions: {} }, ALL_PERMISSIONS)).toBe(true)
  })

  it('passes an empty or absent list for anyone, even without a user', () => {
    expect(hasAnyPermission(member({}), [])).toBe(true)
    expect(hasAnyPermission(member({}), undefined)).toBe(true)
    expect(hasAnyPermission(member({}), null)).toBe(true)
    expect(hasAnyPermission(null, [])).toBe(true)
  })

  it('passes when the user holds at least one listed permission', () => {
    const jobViewer = member({ job: ['view'] })
    expect(hasAnyPermission(jobViewer, ['job.view', 'job.edit', 'job.delete'])).toBe(true)
    expect(hasAnyPermission(jobViewer, ['job.add'])).toBe(false)
  })

  it('matches group and action exactly', () => {
    expect(hasAnyPermission(member({ job: ['view'] }), ['requisition.view'])).toBe(false)
    expect(hasAnyPermission(member({ 'user-role': ['view'] }), ['user.view'])).toBe(false)
    expect(hasAnyPermission(member({ 'user-role': ['view'] }), ['user-role.view'])).toBe(true)
    expect(hasAnyPermission(member({ requisition_approve: ['allow'] }), ['requisition_approve.allow'])).toBe(true)
  })

  it('refuses a non-empty list when there is no user or the user holds nothing', () => {
    expect(hasAnyPermission(null, ['job.view'])).toBe(false)
    expect(hasAnyPermission(undefined, ['job.view'])).toBe(false)
    expect(hasAnyPermission(member({}), ['job.view'])).toBe(false)
    expect(hasAnyPermission(member({ job: [] }), ['job.view'])).toBe(false)
  })
})

describe('the permission catalogue (contract section 3)', () => {
  it('lists every group.action once', () => {
    expect(ALL_PERMISSIONS).toHaveLength(new Set(ALL_PERMISSIONS).size)
    expect(ALL_PERMISSIONS).toContain('user-role.edit')
    expect(ALL_PERMISSIONS).toContain('settings.allow')
    expect(ALL_PERMISSIONS).not.toContain('settings.view')
  })

  it('knows its own names and nothing else', () => {
    expect(isKnownPermission('role', 'delete')).toBe(true)
    expect(isKnownPermission('user-role', 'add')).toBe(false)
    expect(isKnownPermission('payroll', 'view')).toBe(false)
  })
})

describe('permissionsNotHeld (contract section 5)', () => {
  it('answers what a member would grant beyond their own permissions, in catalogue order', () => {
    const editor = member({ role: ['edit'], job: ['view'] })
    expect(permissionsNotHeld(editor, { settings: ['allow'], job: ['view', 'delete'] })).toEqual(['job.delete', 'settings.allow'])
    expect(permissionsNotHeld(editor, { job: ['view'] })).toEqual([])
  })

  it('lets a role keep what it grants already, and the owner grant anything', () => {
    expect(permissionsNotHeld(member({}), { settings: ['allow'] }, { settings: ['allow'] })).toEqual([])
    expect(permissionsNotHeld({ is_owner: true, permissions: {} }, { settings: ['allow'], user: ['add'] })).toEqual([])
  })
})
