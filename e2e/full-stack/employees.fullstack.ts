import { expect, test } from '@playwright/test'
import { callApi } from './api-call'
import { FULL_STACK_URL } from './server'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * Issue 13's employees through the built app on the real server: an owner adds someone under a
 * manager, finds them, and imports a CSV that is refused row by row until the file is fixed.
 */

const stamp = Date.now()
const owner = { name: 'Mara Holt', email: `mara.${stamp}@kestrel.test` }
const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

const HEADER = 'name,work_email,phone,job_title,department,location,employment_type,manager_email,start_date,status'
const csvFile = (rows: string[]) => ({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`) })

let ownerToken = ''

test.beforeAll(async () => {
  ownerToken = await signUpThroughApi({ company: 'Kestrel Works', ...owner, password: 'employees suite password 1' })
  await api('POST', 'employees', { name: 'Olga Chief', work_email: `olga.${stamp}@kestrel.test`, job_title: 'CEO', status: 'active' }, ownerToken)
})

test('the owner adds an employee under a manager, finds them, and imports a fixed CSV', async ({ page, context }) => {
  await signInWith(context, ownerToken)

  await test.step('add someone who reports to the CEO', async () => {
    await page.goto('/employees/')
    await expect(page.getByRole('heading', { level: 1, name: 'Employees Management' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'New employee' }).click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Piet Vos')
    await page.getByRole('textbox', { name: 'Work email' }).fill(`piet.${stamp}@kestrel.test`)
    await page.getByRole('textbox', { name: 'Job title' }).fill('Engineer')
    await page.getByRole('combobox', { name: 'Manager' }).fill('Olga')
    await page.getByRole('option', { name: 'Olga Chief' }).click()
    await page.getByRole('button', { name: 'Add employee' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Piet Vos' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Olga Chief' })).toBeVisible()
  })

  await test.step('find them in the list', async () => {
    await page.goto('/employees/')
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('piet')
    await expect(page).toHaveURL(/q=piet/)
    await expect(page.getByRole('main').getByRole('link', { name: 'Piet Vos' })).toBeVisible()
  })

  await test.step('a CSV with bad rows is refused row by row, then imported once fixed', async () => {
    await page.goto('/employees/?view=import')
    // Fifty people: forty-eight good rows and two bad ones (an impossible date, an unknown manager).
    const good = [
      `Ana Ruiz,ana.${stamp}@kestrel.test,,Designer,Design,Berlin,full_time,olga.${stamp}@kestrel.test,2026-01-05,active`,
      ...Array.from({ length: 47 }, (_, index) => `Crew Member ${index + 1},crew${index + 1}.${stamp}@kestrel.test,,Technician,Field,Rotterdam,full_time,ana.${stamp}@kestrel.test,2026-03-02,active`),
    ]
    await page.locator('input[type=file]').setInputFiles(
      csvFile([...good, `Bo Lind,bo.${stamp}@kestrel.test,,,,,full_time,,2026-02-30,active`, `Cy Moe,cy.${stamp}@kestrel.test,,,,,full_time,nobody@kestrel.test,,active`]),
    )
    await page.getByRole('button', { name: 'Check file' }).click()
    await expect(page.getByText('Nothing was imported')).toBeVisible()
    const problems = page.getByRole('table', { name: 'Problems in the file' })
    await expect(problems).toContainText('start_date')
    await expect(problems).toContainText('manager_email')
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0)

    await page.locator('input[type=file]').setInputFiles(
      csvFile([...good, `Bo Lind,bo.${stamp}@kestrel.test,,,,,full_time,,2026-02-28,active`, `Cy Moe,cy.${stamp}@kestrel.test,,,,,full_time,,,active`]),
    )
    await page.getByRole('button', { name: 'Check file' }).click()
    await page.getByRole('button', { name: 'Import 50 employees' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Employees Management' })).toBeVisible()
    // Ana heads the crew: her name is in her own row and in the manager column of theirs.
    await expect(page.getByRole('main').getByRole('link', { name: 'Ana Ruiz' }).first()).toBeVisible()
    await page.goto('/employees/?q=crew')
    await expect(page.getByText(/of 47\b/)).toBeVisible()
  })
})
