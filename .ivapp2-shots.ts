import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/browser'
import { THEME_STORAGE_KEY } from './src/stores/theme'

const base = 'http://127.0.0.1:4314'
const only = process.argv[2]?.split(',')
const stamp = Date.now().toString(36)
async function put(token: string) {
  await fetch(`${base}/backend/api/interviews/9/scorecard`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ratings: [{ attribute: 'Problem solving', rating: 4 }, { attribute: 'Communication', rating: 3 }], recommendation: 'yes', notes: 'Clear design.\nGood questions.', submit: true }),
  })
}
const submitted = `owner~shots${stamp}`
await put(submitted)
const shots = [
  { name: 'interview', path: '/interviews/view/?id=9', token: `owner~fresh${stamp}`, ready: 'Scorecard' },
  { name: 'interview-submitted', path: '/interviews/view/?id=9', token: submitted, ready: 'Your scorecard' },
  { name: 'debrief', path: '/candidates/view/?id=3', token: submitted, ready: 'Scorecards' },
  { name: 'debrief-hidden', path: '/candidates/view/?id=3', token: `owner~h${stamp}`, ready: 'Scorecards' },
  { name: 'home', path: '/', token: `no-perms~interviews~${stamp}`, ready: 'Scorecards due' },
  { name: 'schedule', path: `/careers/schedule/?token=open-${stamp}`, token: null, ready: null },
  { name: 'schedule-booked', path: `/careers/schedule/?token=booked-${stamp}`, token: null, ready: null },
]
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
  for (const dir of ['ltr', 'rtl'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        if (dir === 'rtl' && scheme === 'dark') continue
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: scheme })
        if (shot.token) await context.addCookies([{ name: 'token', value: shot.token, url: base }])
        await context.addInitScript(([key, mode, direction]) => window.localStorage.setItem(key, JSON.stringify({ state: { class: mode, dir: direction }, version: 1 })), [THEME_STORAGE_KEY, scheme, dir] as const)
        const page = await context.newPage()
        await page.goto(`${base}${shot.path}`)
        if (shot.ready) await page.getByRole(shot.ready === 'Scorecard' ? 'form' : 'region', { name: shot.ready }).waitFor()
        else await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        if (shot.name === 'schedule') await page.getByRole('button', { name: /10:00/ }).first().click()
        const file = `/tmp/ivapp2-shots/${shot.name}-${width}-${scheme}${dir === 'rtl' ? '-rtl' : ''}.png`
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
        await context.close()
      }
    }
  }
}
await browser.close()
