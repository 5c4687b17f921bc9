import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Waits until no transition or animation that ends is running, over three frames in a row (a
 * transition may start a frame after the page shows), so contrast is measured on the final
 * colours however slow the machine. Endless ones (spinners, skeletons) are left out.
 */
async function transitionsSettled(page: Page) {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
    const still = moving ? 0 : Number(document.documentElement.dataset.e2eStillFrames ?? 0) + 1
    document.documentElement.dataset.e2eStillFrames = String(still)
    return still >= 3
  })
  await page.evaluate(() => delete document.documentElement.dataset.e2eStillFrames)
}

/**
 * axe run in the page itself. The builder's default runs it in parts and finishes in a new blank
 * page it loads axe into again, which tripled each check (3.5 s against 1.6 s on the settings
 * page) for a gain only with cross-origin frames, which these pages do not have.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true)

/**
 * Fails with a readable report when axe finds a serious or critical WCAG 2.2 AA violation on the
 * page, once its transitions have settled.
 */
export async function expectNoSeriousViolations(page: Page) {
  await transitionsSettled(page)
  const results = await axeOn(page).withTags(WCAG_TAGS).analyze()
  expectNone(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'))
}

/**
 * Fails on any violation at all, of every rule axe has (WCAG and its best practices, whatever
 * the impact): the public careers pages' bar (issue 12).
 */
export async function expectNoViolations(page: Page) {
  await transitionsSettled(page)
  expectNone((await axeOn(page).analyze()).violations)
}

function expectNone(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  const report = violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n'),
  )
  expect(report, report.join('\n')).toEqual([])
}
