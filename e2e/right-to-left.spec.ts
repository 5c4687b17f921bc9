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

/** What the home page's charts draw from: three stages, two sources, three months. */
const DASHBOARD = {
  applicants: {
    new_this_week: 4,
    in_pipeline: 12,
    funnel: [
      { stage: 'Applied', kind: 'applied', count: 12 },
      { stage: 'Interview', kind: 'in_progress', count: 6 },
      { stage: 'Hired', kind: 'hired', count: 2 },
    ],
    sources: [
      { source: 'careers', count: 9 },
      { source: 'manual', count: 3 },
    ],
    time_to_hire_days: { median: 21 },
    hires_by_month: [
      { month: '2026-08', hires: 1 },
      { month: '2026-09', hires: 3 },
      { month: '2026-10', hires: 2 },
    ],
  },
  attention: [],
}

/** The painted boxes of the parts of one of the home page's charts, found by the chart's heading. */
async function chartBoxes(page: Page, heading: string, selector: string) {
  const chart = page.getByRole('region', { name: heading })
  await expect(chart.locator(selector).first()).toBeVisible()
  return chart.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      return { left: box.left, right: box.right, center: box.left + box.width / 2, text: element.textContent ?? '' }
    }),
  )
}

for (const dir of ['ltr', 'rtl'] as const) {
  test(`the home page's charts read ${dir === 'rtl' ? 'right to left' : 'left to right'} in a ${dir} page`, async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('owner'))
    const savedTheme = await context.addInitScript(([key, value]) => window.localStorage.setItem(key, JSON.stringify({ state: { dir: value }, version: 1 })), [
      THEME_STORAGE_KEY,
      dir,
    ] as const)
    try {
      await page.route('**/backend/api/dashboard', (route) => route.fulfill({ json: DASHBOARD }))
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      const before = (a: number, b: number) => (dir === 'rtl' ? a > b : a < b)

      // Funnel: the stages' names stand where a line starts, the bars grow from them.
      const [stage] = await chartBoxes(page, 'Funnel by stage', '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
      const bars = await chartBoxes(page, 'Funnel by stage', '.recharts-bar-rectangle')
      expect(stage && bars[0] && (dir === 'rtl' ? stage.left >= bars[0].right : stage.right <= bars[0].left)).toBe(true)

      // Sources and hires: the first category or month where a line starts, the value axis on that side.
      const sources = await chartBoxes(page, 'Sources', '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      expect(sources.map((tick) => tick.text)).toEqual(['Careers', 'Manual'])
      expect(before(sources[0]?.center ?? 0, sources[1]?.center ?? 0)).toBe(true)
      const months = await chartBoxes(page, 'Hires per month', '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      expect(before(months[0]?.center ?? 0, months.at(-1)?.center ?? 0)).toBe(true)
      const [count] = await chartBoxes(page, 'Hires per month', '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
      expect(before(count?.center ?? 0, months[0]?.center ?? 0)).toBe(true)
    } finally {
      await savedTheme.dispose()
    }
  })
}
