import type { Page } from '@playwright/test'
import { testJob } from '../src/features/jobs/test-job'
import { THEME_STORAGE_KEY } from '../src/stores/theme'
import { expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Issue 30: in a right-to-left page a salary range read "€120,000 – €90,000", its ends swapped by
 * the bidirectional algorithm. What the reader sees is where each end is painted, so this measures
 * the two ends' boxes rather than the markup.
 */

/** The left edges of two parts of the text node holding `text`, as painted; null without such a node. */
function paintedLefts(page: Page, text: string, first: string, second: string) {
  return page.evaluate(
    ([whole, a, b]) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? ''
        if (!value.includes(whole)) continue
        const left = (part: string) => {
          const range = document.createRange()
          const start = value.indexOf(part)
          range.setStart(node, start)
          range.setEnd(node, start + part.length)
          return range.getBoundingClientRect().left
        }
        return [left(a), left(b)]
      }
      return null
    },
    [text, first, second] as const,
  )
}

test('in a right-to-left page a salary range reads from its lower end to its upper end', async ({ page, context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  // The tab is shared by the tests of a worker (e2e/fixtures.ts): the saved theme must not outlive this test.
  const savedTheme = await context.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ state: { dir: 'rtl' }, version: 1 })), THEME_STORAGE_KEY)
  try {
    // The stub has no jobs (they are the real server's, e2e/full-stack/jobs.fullstack.ts): this one answers for it.
    await page.route('**/backend/api/jobs/7', (route) => route.fulfill({ json: testJob({ status: 'published' }) }))
    await page.goto('/jobs/view/?id=7')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const salary = page.getByText('€90,000 – €120,000')
    await expect(salary).toBeVisible()
    const [lower = 0, upper = 0] = (await paintedLefts(page, '€90,000 – €120,000', '€90,000', '€120,000')) ?? []
    expect(lower).toBeLessThan(upper)
  } finally {
    await savedTheme.dispose()
  }
})
