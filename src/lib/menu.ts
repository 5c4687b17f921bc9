import { JOB_ACCESS } from '@common/access/jobs'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { SETTINGS_ACCESS } from '@common/access/settings'
import { USER_ACCESS } from '@common/access/users'
import type { Permission } from '@common/permissions'
import { hasAnyPermission, type PermissionSubject } from '@common/permissions'

/**
 * The sidebar menu of spec section 2 with the visibility rules of spec section 6. Route guards
 * read the same lists (`ROUTE_PERMISSIONS`), so a hidden entry is also a refused page.
 */
export interface MenuItem {
  title: string
  to: string
  permissions: readonly Permission[]
  /** A count shown beside the entry, outside its name (the shell knows how to fetch each). */
  counter?: MenuCounter
}

/** The counts an entry may show: how many requisitions wait for the signed-in user's decision. */
export type MenuCounter = 'requisitions-waiting'

export interface MenuSection {
  heading: string
  /** Any one of these shows the section heading. */
  permissions: readonly Permission[]
  items: readonly MenuItem[]
}

// Written out rather than EMPLOYEE_ACCESS's lists (section, read, add, edit), which would add the
// whole map to the entry script.
const EMPLOYEES: readonly Permission[] = ['employee.view', 'employee.add']

export const MENU: readonly MenuSection[] = [
  { heading: 'MAIN', permissions: [], items: [{ title: 'Home', to: '/', permissions: [] }] },
  {
    heading: 'Requisitions',
    permissions: REQUISITION_ACCESS.section,
    items: [
      { title: 'New Job Requisition', to: '/job-requisitions/create/', permissions: REQUISITION_ACCESS.add },
      { title: 'Requisitions List', to: '/job-requisitions/', permissions: REQUISITION_ACCESS.list, counter: 'requisitions-waiting' },
    ],
  },
  {
    heading: 'Jobs',
    permissions: JOB_ACCESS.section,
    items: [
      { title: 'New Job', to: '/jobs/create/', permissions: JOB_ACCESS.add },
      { title: 'Jobs List', to: '/jobs/', permissions: JOB_ACCESS.list },
    ],
  },
  {
    heading: 'Resumes & Applicants',
    permissions: ['resume_and_candidates.view', 'resume_and_candidates.add'],
    items: [
      { title: 'Upload Resumes', to: '/resumes/upload/', permissions: ['resume_and_candidates.add'] },
      { title: 'Applicants List', to: '/candidates/', permissions: ['resume_and_candidates.view'] },
    ],
  },
  {
    heading: 'Employees',
    permissions: EMPLOYEES,
    items: [{ title: 'Employees Management', to: '/employees/', permissions: EMPLOYEES }],
  },
  {
    heading: 'Users & Roles',
    permissions: USER_ACCESS.page,
    items: [{ title: 'Users & Permissions', to: '/users-and-roles/', permissions: USER_ACCESS.page }],
  },
  {
    heading: 'System',
    permissions: SETTINGS_ACCESS.manage,
    items: [{ title: 'Settings', to: '/settings/', permissions: SETTINGS_ACCESS.manage }],
  },
]

/**
 * Pages a user reaches from another page rather than from the menu (a record's view and edit
 * pages, My account from the profile menu), with the permission lists their guards check: the
 * same lists the server applies to the calls behind them. Menu search never lists them.
 */
export const PAGES_OUTSIDE_MENU: readonly MenuItem[] = [
  { title: 'Job details', to: '/jobs/view/', permissions: JOB_ACCESS.read },
  { title: 'Edit Job', to: '/jobs/edit/', permissions: JOB_ACCESS.edit },
  { title: 'Requisition details', to: '/job-requisitions/view/', permissions: REQUISITION_ACCESS.read },
  { title: 'Edit Requisition', to: '/job-requisitions/edit/', permissions: REQUISITION_ACCESS.change },
  // Written out rather than APPLICANT_ACCESS's lists, which would add the whole map to the entry
  // script. The board also needs job.view (PIPELINE_ACCESS): the page checks that itself.
  { title: 'Pipeline', to: '/jobs/pipeline/', permissions: ['resume_and_candidates.view'] },
  { title: 'Applicant', to: '/candidates/view/', permissions: ['resume_and_candidates.view'] },
  { title: 'Review resume', to: '/resumes/review/', permissions: ['resume_and_candidates.add'] },
  { title: 'Employee details', to: '/employees/view/', permissions: ['employee.view'] },
  { title: 'New Employee', to: '/employees/create/', permissions: ['employee.add'] },
  { title: 'Edit Employee', to: '/employees/edit/', permissions: ['employee.edit'] },
  { title: 'Offer approvals', to: '/settings/offer-approvals/', permissions: SETTINGS_ACCESS.manage },
  { title: 'Privacy settings', to: '/settings/privacy/', permissions: SETTINGS_ACCESS.manage },
  { title: 'Audit log', to: '/settings/audit-log/', permissions: SETTINGS_ACCESS.manage },
  { title: 'My account', to: '/account/', permissions: [] },
  // Every signed-in user: a panel member sees their interview whatever their role; the server decides (contract 16).
  { title: 'Interview', to: '/interviews/view/', permissions: [] },
  // OFFER_ACCESS.read written out, as above: an approver reads the offer they decide on.
  { title: 'Offer', to: '/offers/view/', permissions: ['offer.view', 'offer_approve.allow'] },
]

/** Route path (with trailing slash) → the permission list that guards it. */
export const ROUTE_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = Object.fromEntries(
  [...MENU.flatMap((section) => section.items), ...PAGES_OUTSIDE_MENU].map((item) => [item.to, item.permissions]),
)

/** The sections and entries this user may see; a section without visible entries is dropped. */
export function visibleMenu(subject: PermissionSubject | null | undefined): MenuSection[] {
  return MENU.filter((section) => hasAnyPermission(subject, section.permissions))
    .map((section) => ({ ...section, items: section.items.filter((item) => hasAnyPermission(subject, item.permissions)) }))
    .filter((section) => section.items.length > 0)
}

/** Spotlight matching (spec 2, search): title prefix, case-insensitive, over visible entries. */
export function searchMenu(items: readonly MenuItem[], query: string): MenuItem[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  return items.filter((item) => item.title.toLowerCase().startsWith(needle))
}
