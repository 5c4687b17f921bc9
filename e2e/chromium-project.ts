import { devices, type Project } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './browser'

/** The one browser both Playwright suites run: Debian's Chromium at a desktop viewport. */
export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
}
