/**
 * `npm run bench:bundle`: how much JavaScript the browser really loads for /login/, the home
 * shell and the two public careers pages, gzipped, against issues 2 and 12's targets; whether
 * any route's code is fetched before that route is visited; and whether a careers page loads
 * any staff code (any chunk of the staff app's build, or the shell, the session, another feature). Builds `dist/`
 * first when it is missing or older than the sources. Exits non-zero when a target is missed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/browser'
import { CAREERS_SLUG } from '../e2e/stub-careers'
import { startStubServer } from '../e2e/stub-server'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, 'dist')
const KB = 1000

interface Scenario {
  name: string
  path: string
  /** Token cookie to hold, if any (a stub persona). */
  token?: string
  targetKb: number
  ready: (page: Page) => Promise<void>
  /** A public careers page: built apart (vite.careers.config.ts); loading any staff-app chunk or staff code fails it. */
  isPublic?: boolean
}

const SCENARIOS: Scenario[] = [
  {
    name: '/login/',
    path: '/login/',
    targetKb: 150,
    ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
  },
  {
    name: 'home shell (owner)',
    path: '/',
    token: 'owner~bench',
    targetKb: 250,
    ready: (page) => page.getByRole('navigation', { name: 'Main navigation' }).waitFor(),
  },
  {
    name: 'careers site (public)',
    path: `/careers/?company=${CAREERS_SLUG}`,
    targetKb: 150,
    isPublic: true,
    ready: (page) => page.getByRole('link', { name: 'Robotics Engineer' }).waitFor(),
  },
  {
    name: 'careers job and apply form (public)',
    path: `/careers/job/?company=${CAREERS_SLUG}&id=11`,
    targetKb: 150,
    isPublic: true,
    ready: (page) => page.getByRole('button', { name: 'Submit application' }).waitFor(),
  },
]

/**
 * Code only signed-in staff run (chunk-modules.json names each chunk's sources and packages):
 * other features, the session and subscription, the signed-in shell and its menu, the theme
 * drawer, the permission tables, and the packages only staff pages use.
 */
const STAFF_CODE = [
  /^src\/features\/(?!careers\/)/,
  /^src\/platform\//,
  /^src\/components\/shell\//,
  /^src\/components\/theme\/ThemeSettings/,
  /^src\/lib\/menu\.ts$/,
  /^common\/(access\/|permissions\.ts$)/,
  /^npm:(@mantine\/(spotlight|notifications|charts|dropzone)|recharts|@hello-pangea\/dnd)$/,
]

/** Each chunk's modules, from the staff app's or the careers pages' chunk-modules.json (vite.config.ts). */
function chunkModules(name: 'chunk-modules.json' | 'careers-chunk-modules.json'): Map<string, string[]> {
  const file = path.join(DIST, '.vite', name)
  if (!existsSync(file)) throw new Error(`dist/.vite/${name} is missing: build with npm run build`)
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>))
}

const staffOnly = (chunks: Map<string, string[]>) =>
  new Map([...chunks].map(([chunk, modules]) => [chunk, modules.filter((module) => STAFF_CODE.some((pattern) => pattern.test(module)))]))

// ---------------------------------------------------------------------------------------------
// Build when needed

const BUILD_INPUTS = ['src', 'common', 'public', 'scripts', 'index.html', 'careers.html', 'vite.config.ts', 'vite.careers.config.ts', 'tsr.config.json', 'package-lock.json']

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), info.mtimeMs)
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`)
}

function ensureBuilt(): void {
  const builtAt = existsSync(path.join(DIST, 'index.html')) ? statSync(path.join(DIST, 'index.html')).mtimeMs : 0
  const sourcesAt = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(ROOT, input))))
  if (builtAt > sourcesAt) return
  console.log(builtAt ? 'dist/ is older than the sources: building.' : 'dist/ is missing: building.')
  run('npm', ['run', 'build'])
}

// ---------------------------------------------------------------------------------------------
// Which route owns which chunk (from Vite's manifest)

interface ManifestChunk {
  file: string
  src?: string
}

/** Vite's manifest of dist/, or of a throwaway build with the same config when dist/ has none. */
function loadManifest(): Record<string, ManifestChunk> {
  const own = path.join(DIST, '.vite', 'manifest.json')
  if (existsSync(own)) return JSON.parse(readFileSync(own, 'utf8')) as Record<string, ManifestChunk>
  console.log('dist/ has no Vite manifest (build.manifest); building a throwaway copy to attribute chunks to routes.')
  const outDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-bundle-'))
  try {
    run('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'])
    return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

interface RouteFile {
  /** e.g. `src/routes/_content/jobs/create.tsx` */
  file: string
  /** The URL the route answers, e.g. `/jobs/create/`; null for a layout or the root. */
  page: string | null
  /** For layouts: the files of the routes it wraps start with one of these. */
  scopes: string[]
}

/** TanStack Router's file naming: `/` or `.` nest, `_x` is pathless, `index` is the page of its folder. */
function describeRouteFile(file: string, allRouteFiles: readonly string[]): RouteFile {
  const stem = file.replace(/\.[jt]sx?$/, '').replace(/\.lazy$/, '')
  const segments = stem
    .slice('src/routes/'.length)
    .split('/')
    .flatMap((segment) => segment.split('.'))
  const last = segments.at(-1) ?? ''
  if (last === '__root') return { file, page: null, scopes: ['src/routes/'] }
  if (last === 'route') return { file, page: null, scopes: [`${path.posix.dirname(stem)}/`] }
  const scopes = [`${stem}/`, `${stem}.`]
  if (allRouteFiles.some((other) => other !== file && scopes.some((scope) => other.startsWith(scope)))) return { file, page: null, scopes }
  const urlSegments = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index')
  return { file, page: `/${urlSegments.map((segment) => `${segment}/`).join('')}`, scopes: [] }
}

/** chunk file (`assets/x.js`) → the route file whose code it holds. */
function routeChunks(manifest: Record<string, ManifestChunk>): Map<string, RouteFile> {
  const routeSources = Object.values(manifest)
    .map((chunk) => chunk.src?.split('?')[0])
    .filter((src): src is string => Boolean(src?.startsWith('src/routes/')))
  const unique = [...new Set(routeSources)]
  const owners = new Map<string, RouteFile>()
  for (const chunk of Object.values(manifest)) {
    const src = chunk.src?.split('?')[0]
    if (src?.startsWith('src/routes/')) owners.set(chunk.file, describeRouteFile(src, unique))
  }
  return owners
}

/** Route files that may load on `visited`: its page, and the layouts wrapping it. */
function allowedOn(visited: string, owners: Map<string, RouteFile>): (route: RouteFile) => boolean {
  const pages = [...owners.values()].filter((route) => route.page === visited).map((route) => route.file)
  return (route) => route.page === visited || route.scopes.some((scope) => pages.some((page) => page.startsWith(scope)))
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Loaded {
  file: string
  bytes: number
  gzipBytes: number
}

async function measure(browser: Browser, baseUrl: string, scenario: Scenario): Promise<Loaded[]> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } })
  if (scenario.token) await context.addCookies([{ name: 'token', value: scenario.token, url: baseUrl, sameSite: 'Lax', secure: true }])
  const page = await context.newPage()
  const pending: Promise<Loaded | null>[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== new URL(baseUrl).origin || !/\.m?js$/.test(url.pathname) || !response.ok()) return
    pending.push(
      response
        .body()
        .then((body) => ({ file: url.pathname.replace(/^\//, ''), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    )
  })
  await page.goto(scenario.path)
  await scenario.ready(page)
  await page.waitForLoadState('networkidle')
  const loaded = (await Promise.all(pending)).filter((entry): entry is Loaded => entry !== null)
  await context.close()
  return loaded
}

const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

async function main(): Promise<void> {
  ensureBuilt()
  const manifest = loadManifest()
  const owners = routeChunks(manifest)
  const staffAppChunks = chunkModules('chunk-modules.json')
  const careersChunks = chunkModules('careers-chunk-modules.json')
  const staffByChunk = staffOnly(new Map([...staffAppChunks, ...careersChunks]))
  const careersEntry = [...careersChunks].find(([, modules]) => modules.includes('src/careers-main.ts'))?.[0]
  const { server, url } = await startStubServer({ distDir: DIST })
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
  const failures: string[] = []
  const results: Record<string, unknown> = {}
  try {
    for (const scenario of SCENARIOS) {
      const loaded = await measure(browser, url, scenario)
      const total = loaded.reduce((sum, entry) => sum + entry.gzipBytes, 0)
      const raw = loaded.reduce((sum, entry) => sum + entry.bytes, 0)
      const met = total <= scenario.targetKb * KB
      console.log(`\n${scenario.name}: ${formatKb(total)} gzipped JavaScript (${formatKb(raw)} raw, ${loaded.length} files); target ≤ ${scenario.targetKb} kB: ${met ? 'met' : 'MISSED'}`)
      for (const entry of [...loaded].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        const owner = owners.get(entry.file)
        console.log(`  ${formatKb(entry.gzipBytes).padStart(9)}  ${entry.file}${owner ? `  (route ${owner.file.slice('src/routes/'.length)})` : ''}`)
      }
      if (!met) failures.push(`${scenario.name} loads ${formatKb(total)} of gzipped JavaScript, more than ${scenario.targetKb} kB`)

      const mayLoad = allowedOn(new URL(scenario.path, url).pathname, owners)
      const early = loaded.flatMap((entry) => {
        const owner = owners.get(entry.file)
        return owner && !mayLoad(owner) ? [`${entry.file} (${owner.file})`] : []
      })
      console.log(`  route code loaded before its route is visited: ${early.length === 0 ? 'none' : early.join(', ')}`)
      for (const chunk of early) failures.push(`${scenario.name} loads another route's code: ${chunk}`)
      // If the page did not load its build's entry chunk, the attribution above is blind.
      const entryFile = scenario.isPublic ? careersEntry : manifest['index.html']?.file
      if (!loaded.some((entry) => entry.file === entryFile)) {
        failures.push(`${scenario.name} did not load its entry chunk ${entryFile ?? '(none)'}: chunks cannot be attributed`)
      }
      const staff = scenario.isPublic
        ? loaded.flatMap((entry) => [
            ...(staffAppChunks.has(entry.file) ? [`the staff app's chunk ${entry.file}`] : []),
            ...(staffByChunk.get(entry.file) ?? []).map((module) => `${module} (in ${entry.file})`),
          ])
        : []
      if (scenario.isPublic) {
        console.log(`  staff code loaded: ${staff.length === 0 ? 'none' : `\n    ${staff.join('\n    ')}`}`)
        for (const module of staff) failures.push(`${scenario.name} loads staff code: ${module}`)
      }
      results[scenario.name] = { gzipBytes: total, rawBytes: raw, targetBytes: scenario.targetKb * KB, files: loaded, earlyRouteChunks: early, staffModules: staff }
    }
  } finally {
    await browser.close()
    server.close()
  }

  const resultsDir = path.join(ROOT, 'bench', 'results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, 'bundle.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`)

  if (failures.length > 0) {
    console.error(`\nBundle targets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('\nAll bundle targets met.')
  }
}

await main()
