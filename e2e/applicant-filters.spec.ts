import { atPath, expect, holdToken, test, uniqueToken } from './fixtures'

test.describe('The Applicants List’s Job filter (issue 30)', () => {
  test('a role that may only view applicants filters by job, and nothing it asks is refused', async ({ page, context, baseURL, apiCalls }) => {
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/backend/api/') && response.status() === 403) refused.push(response.url())
    })
    await holdToken(context, baseURL, uniqueToken('perm:resume_and_candidates.view'))
    await page.goto('/candidates/')
    await expect(page.getByRole('heading', { name: 'Applicants List', exact: true })).toBeVisible()

    const job = page.getByRole('combobox', { name: 'Job' })
    await job.click()
    await job.fill('back')
    await page.getByRole('option', { name: /^Backend Engineer/ }).click()
    await expect(job).toHaveValue('Backend Engineer')
    await expect(page).toHaveURL(/[?&]job_id=11(&|$)/)
    await expect(page).toHaveURL(atPath('/candidates/'))

    // The filter in the address keeps its name after a reload, asked of the same endpoint.
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue('Backend Engineer')

    expect(refused).toEqual([])
    expect(apiCalls.filter((call) => call.path === 'jobs' || call.path.startsWith('jobs/'))).toEqual([])
    expect(apiCalls.some((call) => call.path === 'applicants/job-options')).toBe(true)
  })
})
