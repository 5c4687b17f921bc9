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

  test('a role that may add applicants but not read jobs picks a job in Add applicant among the open ones, and nothing it asks is refused', async ({
    page,
    context,
    baseURL,
    apiCalls,
  }) => {
    const refused: string[] = []
    const openAsked: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/backend/api/') && response.status() === 403) refused.push(response.url())
      if (response.url().includes('/backend/api/applicants/job-options?') && new URL(response.url()).searchParams.get('open') === 'true') openAsked.push(response.url())
    })
    await holdToken(context, baseURL, uniqueToken('perm:resume_and_candidates.view+add'))
    await page.goto('/candidates/')
    // The empty list offers it twice: in the page's header and in its empty state.
    await page.getByRole('button', { name: 'Add applicant' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add applicant' })
    const job = dialog.getByRole('combobox', { name: 'Job' })
    await job.click()
    // A draft nobody applied to yet is offered; the closed job is not.
    await expect(page.getByRole('option', { name: /^Backend Engineer/ })).toBeVisible()
    await expect(page.getByRole('option', { name: /^Support Lead/ })).toHaveCount(0)
    await page.getByRole('option', { name: /^Data Analyst/ }).click()
    await expect(job).toHaveValue('Data Analyst')

    expect(refused).toEqual([])
    expect(apiCalls.filter((call) => call.path === 'jobs' || call.path.startsWith('jobs/'))).toEqual([])
    expect(openAsked).not.toEqual([])
  })

  test('a role that may upload resumes and nothing else picks an open job on Upload Resumes, and nothing it asks is refused', async ({ page, context, baseURL, apiCalls }) => {
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/backend/api/') && response.status() === 403) refused.push(response.url())
    })
    await holdToken(context, baseURL, uniqueToken('perm:resume_and_candidates.add'))
    await page.goto('/resumes/upload/')
    const job = page.getByRole('combobox', { name: 'Job' })
    await job.click()
    await expect(page.getByRole('option', { name: /^Support Lead/ })).toHaveCount(0)
    await page.getByRole('option', { name: /^Data Analyst/ }).click()
    await expect(job).toHaveValue('Data Analyst')

    expect(refused).toEqual([])
    expect(apiCalls.filter((call) => call.path === 'jobs' || call.path.startsWith('jobs/'))).toEqual([])
    expect(apiCalls.some((call) => call.path === 'applicants/job-options')).toBe(true)
  })

  test('the jobs to pick refuse an `open` other than true, naming the field, as the API does', async ({ request }) => {
    const answer = await request.get('/backend/api/applicants/job-options?open=false', {
      headers: { authorization: `Bearer ${uniqueToken('perm:resume_and_candidates.view+add')}` },
    })
    expect(answer.status()).toBe(422)
    expect(await answer.json()).toEqual({ message: 'The given data was invalid.', errors: { open: ['Use open=true, or leave it out'] } })
  })
})
