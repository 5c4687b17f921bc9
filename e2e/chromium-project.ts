import { devices, type Project } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './browser'

/**
 * The one browser both Playwright suites run: Debian's Chromium at a desktop viewport, and what
 * they keep of a failure.
 */
export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    // A trace records DOM snapshots and screenshots through every action, which cost this 2-core
    // machine a third of the suites' time: a retried test records one (rerun with `--trace on` for more).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
}
