import { atPath, expect, holdToken, mainNav, openProfileMenu, test, uniqueToken } from './fixtures'
import { MEMBER_NAME, OWNER_NAME } from './stub-personas'
import type { Page } from '@playwright/test'

/**
 * Spec section 6, written out here from the specification (not imported from the app), so the
 * suite checks the app against the spec rather than against itself.
 */
interface Entry {
  title: string
  path: string
  permissions: readonly string[]
}
interface Section {
  heading: string
  permissions: readonly string[]
  entries: readonly Entry[]
}

const USERS_AND_ROLES = ['user.view', 'role.add', 'role.view', 'role.edit', 'role.delete', 'user-role.view', 'user-role.edit']

const SPEC_MENU: readonly Section[] = [
  {
    heading: 'Requisitions',
    permissions: ['requisition.view', 'requisition.add', 'requisition.edit', 'requisition_approve.allow'],
    entries: [
      { title: 'New Job Requisition', path: '/job-requisitions/create/', permissions: ['requisition.add'] },
      {
        title: 'Requisitions List',
        path: '/job-requisitions/',
        permissions: ['requisition.view', 'requisition.edit', 'requisition_approve.allow'],
      },
    ],
  },
  {
    heading: 'Jobs',
    permissions: ['job.view', 'job.add', 'job.edit'],
    entries: [
      { title: 'New Job', path: '/jobs/create/', permissions: ['job.add'] },
      { title: 'Jobs List', path: '/jobs/', permissions: ['job.view', 'job.edit', 'job.delete'] },
    ],
  },
  {
    heading: 'Resumes & Applicants',
    permissions: ['resume_and_candidates.view', 'resume_and_candidates.add'],
    entries: [
      { title: 'Upload Resumes', path: '/resumes/upload/', permissions: ['resume_and_candidates.add'] },
      { title: 'Applicants List', path: '/candidates/', permissions: ['resume_and_candidates.view'] },
    ],
  },
  {
    heading: 'Employees',
    permissions: ['employee.view', 'employee.add'],
    entries: [{ title: 'Employees Management', path: '/employees/', permissions: ['employee.view', 'employee.add'] }],
  },
  {
    heading: 'Users & Roles',
    permissions: USERS_AND_ROLES,
    entries: [{ title: 'Users & Permissions', path: '/users-and-roles/', permissions: USERS_AND_ROLES }],
  },
  {
    heading: 'System',
    permissions: ['settings.allow'],
    entries: [{ title: 'Settings', path: '/settings/', permissions: ['settings.allow'] }],
  },
]

const ALL_ENTRIES = SPEC_MENU.flatMap((section) => section.entries)

/** Contract section 3: every permission there is. */
const CATALOGUE: Record<string, readonly string[]> = {
  requisition: ['view', 'add', 'edit', 'delete'],
  requisition_approve: ['allow'],
  job: ['view', 'add', 'edit', 'delete'],
  resume_and_candidates: ['view', 'add', 'edit', 'delete'],
  employee: ['view', 'add', 'edit', 'delete'],
  user: ['view', 'add', 'edit', 'delete'],
  role: ['view', 'add', 'edit', 'delete'],
  'user-role': ['view', 'edit'],
  settings: ['allow'],
}
/** What the menu shows to someone holding exactly `permission` (a hidden section hides its entries). */
function expectedMenu(permission: string | null) {
  const sections = SPEC_MENU.filter((section) => permission !== null && section.permissions.includes(permission))
  return {
    headings: sections.map((section) => section.heading),
    titles: ['Home', ...sections.flatMap((section) => section.entries.filter((entry) => entry.permissions.includes(permission ?? '')).map((entry) => entry.title))],
  }
}

async function expectMenu(page: Page, expected: { headings: readonly string[]; titles: readonly string[] }) {
  const nav = mainNav(page)
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  await expect(nav.getByText('MAIN', { exact: true })).toBeVisible()
  for (const entry of ALL_ENTRIES) {
    const link = nav.getByRole('link', { name: entry.title, exact: true })
    if (expected.titles.includes(entry.title)) await expect(link, `${entry.title} is shown`).toBeVisible()
    else await expect(link, `${entry.title} is hidden`).toHaveCount(0)
  }
  for (const section of SPEC_MENU) {
    const heading = nav.getByText(section.heading, { exact: true })
    if (expected.headings.includes(section.heading)) await expect(heading, `${section.heading} is shown`).toBeVisible()
    else await expect(heading, `${section.heading} is hidden`).toHaveCount(0)
  }
}

/** Where each permission's menu is checked: the first page in the menu that it opens. */
const MENU_PAGE = new Map<string, string>()
for (const entry of ALL_ENTRIES) for (const permission of entry.permissions) if (!MENU_PAGE.has(permission)) MENU_PAGE.set(permission, entry.path)

const accessDenied = (page: Page) => page.getByRole('heading', { name: 'Access denied' })

test.describe('menu visibility (spec 6)', () => {
  test('the owner sees every section and entry', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('owner'))
    await page.goto('/')
    await expectMenu(page, { headings: SPEC_MENU.map((section) => section.heading), titles: ['Home', ...ALL_ENTRIES.map((entry) => entry.title)] })
  })

  // One test per entry rather than one visiting them all, so each stays short on a busy machine.
  for (const entry of ALL_ENTRIES) {
    test(`the owner opens ${entry.title} from the menu, and Home again`, async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, uniqueToken('owner'))
      await page.goto('/')
      await mainNav(page).getByRole('link', { name: entry.title, exact: true }).click()
      await expect(page).toHaveURL(atPath(entry.path))
      await expect(page.getByRole('heading', { name: entry.title, exact: true })).toBeVisible()
      await expect(accessDenied(page)).toHaveCount(0)
      await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click()
      await expect(page).toHaveURL(atPath('/'))
    })
  }

  test('a user with no permissions sees only Home', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('no-perms'))
    await page.goto('/')
    await expectMenu(page, expectedMenu(null))
  })

  // A permission that opens a page has its menu checked there (the route guards below): the
  // others here, one test per permission group, each permission a step on the same page (a fresh
  // browser context per permission cost more than the check itself).
  for (const [group, actions] of Object.entries(CATALOGUE)) {
    const openingNoPage = actions.map((action) => `${group}.${action}`).filter((permission) => !MENU_PAGE.has(permission))
    if (openingNoPage.length === 0) continue
    test(`a user holding only one ${group} permission that opens no page sees exactly that permission's sections and entries`, async ({ page, context, baseURL }) => {
      for (const permission of openingNoPage) {
        const expected = expectedMenu(permission)
        await test.step(`${permission}: ${expected.titles.join(', ')}`, async () => {
          await holdToken(context, baseURL, uniqueToken(`perm:${permission}`))
          await page.goto('/')
          await expectMenu(page, expected)
        })
      }
    })
  }
})

/** For each route, a permission of the same group that the route does not accept. */
const NEAR_MISS: Record<string, string | null> = {
  '/job-requisitions/create/': 'requisition.view',
  '/job-requisitions/': 'requisition.add',
  '/jobs/create/': 'job.view',
  '/jobs/': 'job.add',
  '/resumes/upload/': 'resume_and_candidates.view',
  '/candidates/': 'resume_and_candidates.add',
  '/employees/': 'employee.edit',
  '/users-and-roles/': 'user.add',
  '/settings/': null,
}

test.describe('route guards mirror the menu (direct visits)', () => {
  // Two tests per route, each persona a step on the same page.
  for (const entry of ALL_ENTRIES) {
    const refused = [null, NEAR_MISS[entry.path] ?? null].filter((value, index, all) => all.indexOf(value) === index)
    test(`${entry.path} opens with each permission that grants it, beside that permission's menu`, async ({ page, context, baseURL }) => {
      test.slow()
      for (const permission of entry.permissions) {
        const checksMenu = MENU_PAGE.get(permission) === entry.path
        await test.step(`opens with only ${permission}${checksMenu ? `, the menu showing ${expectedMenu(permission).titles.join(', ')}` : ''}`, async () => {
          await holdToken(context, baseURL, uniqueToken(`perm:${permission}`))
          const response = await page.goto(entry.path)
          expect(response?.status()).toBe(200)
          await expect(page.getByRole('heading', { name: entry.title, exact: true })).toBeVisible()
          await expect(accessDenied(page)).toHaveCount(0)
          if (checksMenu) await expectMenu(page, expectedMenu(permission))
        })
      }
    })

    test(`${entry.path} shows "Access denied" without a permission that grants it`, async ({ page, context, baseURL }) => {
      for (const permission of refused) {
        await test.step(`shows "Access denied" ${permission ? `with only ${permission}` : 'without permissions'}`, async () => {
          await holdToken(context, baseURL, uniqueToken(permission ? `perm:${permission}` : 'no-perms'))
          await page.goto(entry.path)
          await expect(page).toHaveURL(atPath(entry.path))
          await expect(accessDenied(page)).toBeVisible()
          await expect(page.getByRole('heading', { name: entry.title, exact: true })).toHaveCount(0)
          // The shell stays: the user can go elsewhere.
          await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible()
        })
      }
    })
  }
})

test.describe('profile menu (spec 2)', () => {
  test('offers Settings to a holder of settings.allow, and it opens the settings page', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('perm:settings.allow'))
    await page.goto('/')
    const menu = await openProfileMenu(page, MEMBER_NAME)
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible()
    await menu.getByRole('menuitem', { name: 'Settings' }).click()
    await expect(page).toHaveURL(atPath('/settings/'))
  })

  test('offers Settings to the owner', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('owner'))
    await page.goto('/')
    const menu = await openProfileMenu(page, OWNER_NAME)
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
  })

  for (const persona of ['no-perms', 'perm:job.view']) {
    test(`hides Settings from ${persona}`, async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, uniqueToken(persona))
      await page.goto('/')
      const menu = await openProfileMenu(page, MEMBER_NAME)
      await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0)
    })
  }
})
