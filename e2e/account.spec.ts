import { atPath, expect, holdToken, openProfileMenu, test, uniqueToken } from './fixtures'
import { MEMBER_NAME, OWNER_NAME } from './stub-personas'

/** Issue 8: My account opens from the profile menu for every signed-in user, whatever they may do. */

for (const [persona, name] of [
  ['owner', OWNER_NAME],
  ['no-perms', MEMBER_NAME],
] as const) {
  test(`the profile menu's first item, "My account", opens the page for ${persona}`, async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken(persona))
    await page.goto('/')
    const menu = await openProfileMenu(page, name)
    await expect(menu.getByRole('menuitem').first()).toHaveText('My account')
    await menu.getByRole('menuitem', { name: 'My account' }).click()
    await expect(page).toHaveURL(atPath('/account/'))
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
    await expect(page).toHaveTitle('My account · Staffdesk')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
    await expect(page.getByText('1 other session is signed in.')).toBeVisible()
  })
}

test('My account is no menu entry, and the menu search does not offer it', async ({ page, context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  await page.goto('/account/')
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My account' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.getByRole('textbox', { name: 'Search menu' }).fill('My account')
  await expect(page.getByText('There is no component with this name')).toBeVisible()
})
