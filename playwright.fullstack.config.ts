import { defineConfig } from '@playwright/test'
import { chromiumProject } from './e2e/chromium-project'
import { FULL_STACK_URL } from './e2e/full-stack/server'

/**
 * The full-stack suite (`npm run test:fullstack`): the built app on the real server (embedded
 * PGlite, mail written to DATA_DIR/mail/) with an empty data folder. Its files end in
 * `.fullstack.ts`, so the stub-server suite of playwright.config.ts never picks them up.
 * The server builds dist/ first when it is missing or stale, hence the long start-up allowance.
 */
export default defineConfig({
  testDir: 'e2e/full-stack',
  testMatch: '**/*.fullstack.ts',
  forbidOnly: Boolean(process.env.CI),
  // Each file signs up a company of its own, so files run side by side; a file's tests stay in order in one worker.
  workers: 2,
  // As the stub suite: one retry in CI, so a test that waits out a busy moment once does not sink the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: 'test-results/full-stack',
  use: {
    baseURL: FULL_STACK_URL,
  },
  projects: [chromiumProject],
  webServer: {
    command: 'tsx e2e/full-stack/serve.ts',
    url: `${FULL_STACK_URL}/backend/api/health`,
    reuseExistingServer: false,
    timeout: 5 * 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
