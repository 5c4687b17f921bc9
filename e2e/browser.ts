/** The machine's Chromium (Playwright's own download is unavailable) and the flags it runs with. */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
