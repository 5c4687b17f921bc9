import { describe, expect, it } from 'vitest'
import type { PermissionSubject } from '@common/permissions'
import { MENU, searchMenu, visibleMenu, type MenuItem } from './menu'

const member = (...held: string[]): PermissionSubject => {
  const permissions: Record<string, string[]> = {}
  for (const permission of held) {
    const [group = '', action = ''] = permission.split('.')
    ;(permissions[group] ??= []).push(action)
  }
  return { is_owner: false, permissions }
}

/** What the sidebar shows: "Heading: Title, Title" per visible section. */
const shown = (subject: PermissionSubject | null) =>
  visibleMenu(subject).map((section) => `${section.heading}: ${section.items.map((item) => item.title).join(', ')}`)

describe('visibleMenu (spec section 6)', () => {
  it('shows every section and entry to the owner', () => {
    expect(shown({ is_owner: true, permissions: {} })).toEqual([
      'MAIN: Home',
      'Requisitions: New Job Requisition, Requisitions List',
      'Jobs: New Job, Jobs List',
      'Resumes & Applicants: Upload Resumes, Applicants List',
      'Employees: Employees Management',
      'Users & Roles: Users & Permissions',
      'System: Settings',
    ])
  })

  it('shows only Home without permissions or without a user', () => {
    expect(shown(member())).toEqual(['MAIN: Home'])
    expect(shown(null)).toEqual(['MAIN: Home'])
  })

  // One row per line of the spec's table: the permission held alone → what appears besides Home.
  const rows: [string, string[]][] = [
    ['requisition.add', ['Requisitions: New Job Requisition']],
    ['requisition.view', ['Requisitions: Requisitions List']],
    ['requisition.edit', ['Requisitions: Requisitions List']],
    ['requisition_approve.allow', ['Requisitions: Requisitions List']],
    ['job.add', ['Jobs: New Job']],
    ['job.view', ['Jobs: Jobs List']],
    ['job.edit', ['Jobs: Jobs List']],
    ['resume_and_candidates.add', ['Resumes & Applicants: Upload Resumes']],
    ['resume_and_candidates.view', ['Resumes & Applicants: Applicants List']],
    ['employee.view', ['Employees: Employees Management']],
    ['employee.add', ['Employees: Employees Management']],
    ['user.view', ['Users & Roles: Users & Permissions']],
    ['role.add', ['Users & Roles: Users & Permissions']],
    ['role.view', ['Users & Roles: Users & Permissions']],
    ['role.edit', ['Users & Roles: Users & Permissions']],
    ['role.delete', ['Users & Roles: Users & Permissions']],
    ['user-role.view', ['Users & Roles: Users & Permissions']],
    ['user-role.edit', ['Users & Roles: Users & Permissions']],
    ['settings.allow', ['System: Settings']],
  ]
  it.each(rows)('with only %s', (permission, expected) => {
    expect(shown(member(permission))).toEqual(['MAIN: Home', ...expected])
  })

  it('hides the Jobs section for job.delete alone: the section needs view, add or edit', () => {
    expect(shown(member('job.delete'))).toEqual(['MAIN: Home'])
  })

  it('ignores permissions that open no menu entry', () => {
    expect(shown(member('requisition.delete', 'employee.edit', 'user.add', 'resume_and_candidates.delete'))).toEqual([
      'MAIN: Home',
    ])
  })

  it('combines what several permissions open', () => {
    expect(shown(member('job.add', 'job.view', 'settings.allow'))).toEqual(['MAIN: Home', 'Jobs: New Job, Jobs List', 'System: Settings'])
  })
})

describe('searchMenu (spec section 2, search)', () => {
  const everything: MenuItem[] = MENU.flatMap((section) => [...section.items])
  const titles = (query: string, items: readonly MenuItem[] = everything) => searchMenu(items, query).map((item) => item.title)

  it('matches titles by prefix, ignoring case and surrounding spaces', () => {
    expect(titles('new')).toEqual(['New Job Requisition', 'New Job'])
    expect(titles('NEW JOB R')).toEqual(['New Job Requisition'])
    expect(titles('  jobs ')).toEqual(['Jobs List'])
  })

  it('does not match inside a title', () => {
    expect(titles('list')).toEqual([])
    expect(titles('job req')).toEqual([])
  })

  it('has no results for an empty query', () => {
    expect(titles('')).toEqual([])
    expect(titles('   ')).toEqual([])
  })

  it('only searches the entries it is given, i.e. those the user may see', () => {
    const visible = visibleMenu(member('job.view')).flatMap((section) => [...section.items])
    expect(titles('New', visible)).toEqual([])
    expect(titles('Jobs', visible)).toEqual(['Jobs List'])
  })
})
