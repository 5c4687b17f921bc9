import { defineConfig } from '@playwright/test'
import { chromiumProject } from './e2e/chromium-project'

/**
 * The end-to-end suite runs the built `dist/` (run `npm run build` first; `npm test` does) on
 * e2e/stub-server.ts: a plain static host with no fallback plus a stub of the session API.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Two, one a core: a third worker gained 10% on a faster machine, but on a slower one it made
  // page loads contend past the 10 s a check waits (3 of 40 permission tests retried, none with two)
  // and finished no sooner.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
  },
  projects: [chromiumProject],
  webServer: {
    command: 'tsx e2e/stub-server.ts',
    url: `${baseURL}/backend/api/subscription/plans`,
    // E2E_DIST serves another copy of the build (e.g. a snapshot while dist/ is being rebuilt).
    env: { PORT: String(PORT), HOST: '127.0.0.1', DIST_DIR: process.env.E2E_DIST ?? '' },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
