/**
 * Static export (issue 2): after `vite build`, every route path of the app gets its own
 * `dist/<path>/index.html`, so any static host serves deep links and reloads without rewrite
 * rules; `dist/404.html` lets hosts that honour it hand unknown paths to the app as well.
 *
 * The paths come from the generated route tree (the router plugin rewrites it on every build),
 * so a new route file is exported without anyone editing a list here. Each page names the
 * chunks and stylesheets of its own route and layouts (from Vite's manifest), so the browser
 * fetches them beside the entry instead of after it has run.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { minifySync } from 'vite'
import { MENU } from '../src/lib/menu'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')

export interface ExportedRoute {
  /** URL path with a trailing slash. */
  path: string
  /** Source files that render the route, outermost layout first, without extension (`src/routes/_auth`). */
  files: string[]
}

/**
 * The routes of `FileRoutesByFullPath` in the generated tree that have a single address (splats
 * and params have none; 404.html covers them), with the route files behind each.
 */
export function exportedRoutes(routeTreeSource: string): ExportedRoute[] {
  const imports = new Map(
    Array.from(routeTreeSource.matchAll(/^import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/gm), ([, name = '', file = '']) => [name, `src/${file}`]),
  )
  const parents = new Map(
    Array.from(routeTreeSource.matchAll(/^const (\w+) =\s*(\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/gm), ([, name = '', imported = '', parent = '']) => [
      name,
      { imported, parent },
    ]),
  )
  const filesOf = (name: string): string[] => {
    const route = parents.get(name)
    // The root route is imported as it is, without an update() naming a parent.
    const file = imports.get(route ? route.imported : name)
    if (!file) throw new Error(`Route ${name} not found in the generated route tree`)
    return route ? [...filesOf(route.parent), file] : [file]
  }

  const body = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1]
  if (!body) throw new Error('FileRoutesByFullPath not found in the generated route tree')
  const routes = new Map<string, ExportedRoute>()
  for (const [, path = '', name = ''] of body.matchAll(/^\s*'([^']+)': typeof (\w+)/gm)) {
    if (path.includes('$')) continue
    const normalized = path.endsWith('/') ? path : `${path}/`
    routes.set(normalized, { path: normalized, files: filesOf(name) })
  }
  return [...routes.values()].sort((a, b) => a.path.localeCompare(b.path))
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>
/** Each chunk's source files and packages (chunkModules() in vite.config.ts). */
type ChunkModules = Record<string, string[]>

/**
 * Manifest entries and the entries they import statically, each once, imports before their
 * importer: the order in which Vite adds stylesheets, so a chunk's own rules still come after
 * the shared ones they override.
 */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>(), order: string[] = []): string[] {
  for (const key of keys) {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) continue
    seen.add(key)
    closure(manifest, chunk.imports ?? [], seen, order)
    order.push(key)
  }
  return order
}

/**
 * `<link>`s for what a route's components need beyond the entry: the chunks that the router
 * would only request once the entry has run (autoCodeSplitting puts each route's component in
 * one), and their stylesheets, which Vite then finds in the page instead of adding them itself.
 */
export function routePreloads(manifest: Manifest, files: string[], lazyModules: string[] = [], chunkModules: ChunkModules = {}): string[] {
  const fromEntry = new Set(closure(manifest, ['index.html']).flatMap((key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]))
  const withoutExtension = (file: string) => file.replace(/\.[jt]sx?$/, '')
  // Layouts before the pages inside them, as the router loads them.
  const components = files.flatMap((file) => {
    const own = Object.keys(manifest).filter((key) => {
      const [source = '', query = ''] = key.split('?')
      const split = new URLSearchParams(query).get('tsr-split')?.split('---') ?? []
      return split.includes('component') && withoutExtension(source) === file
    })
    if (own.length > 0) return own
    // A component that a chunk group of vite.config.ts took in (the sign-in page's) has no entry of its own: its group's chunk has.
    const groups = Object.entries(chunkModules).filter(([chunk, modules]) => !fromEntry.has(chunk) && modules.some((module) => withoutExtension(module) === file))
    return groups.flatMap(([chunk]) => Object.keys(manifest).filter((key) => manifest[key]?.file === chunk))
  })
  const chunks = closure(manifest, [...components, ...lazyModules]).map((key) => manifest[key] as ManifestChunk)
  const scripts = new Set(chunks.map((chunk) => chunk.file).filter((file) => !fromEntry.has(file)))
  const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((file) => !fromEntry.has(file)))
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
}

/**
 * Classic scripts from public/ (the theme boot script must run before the first paint, so Vite
 * leaves it alone) are minified like Vite's own chunks and written into the pages themselves, so
 * no request stands between the HTML and the first paint. The server's Content-Security-Policy
 * allows exactly these inline scripts by their hash (server/static/static-site.ts). Each script
 * leaves dist/ once every page has it.
 */
async function inlinePublicScripts(pages: string[]): Promise<string[]> {
  const inlined = new Set<string>()
  const results: string[] = []
  for (const html of pages) {
    let result = html
    for (const [tag, src = ''] of html.matchAll(/<script src="(\/(?!assets\/)[^"]+\.js)"><\/script>/g)) {
      const { code, errors } = minifySync(basename(src), await readFile(join(dist, src), 'utf8'), { module: false })
      if (errors.length > 0) throw new Error(`${src} does not minify: ${errors.map((error) => error.message).join('; ')}`)
      if (/<\/script/i.test(code)) throw new Error(`${src} contains "</script" and cannot be inlined`)
      inlined.add(src)
      result = result.replace(tag, () => `<script>${code.trim()}</script>`)
    }
    results.push(result)
  }
  await Promise.all([...inlined].map((src) => rm(join(dist, src))))
  return results
}

/**
 * The public careers pages are their own build (vite.careers.config.ts): its one page answers
 * every careers address, `/careers/` and `/careers/job/`, on any static host.
 */
const CAREERS_PAGE_PATHS = ['/careers/', '/careers/job/', '/careers/schedule/', '/careers/privacy/', '/careers/offer/'] as const

/**
 * The guards of src/lib/route-guards.ts load their modules lazily (the public careers pages never
 * need them), which the router would request only once the entry has run: a signed-in page whose route
 * files call them names those chunks too, so a signed-in page's first load waits on no second trip.
 */
const LAZY_GUARDS: readonly [RegExp, string][] = [
  [/\b(requireSession|requireActiveSubscription)\(/, 'src/platform/session/guards.ts'],
  [/\b(requirePage|staffPageHead)\(/, 'src/platform/session/page-access.ts'],
]

async function lazyGuardModules(files: string[]): Promise<string[]> {
  const sources = await Promise.all(files.map((file) => readFile(join(root, `${file}.tsx`), 'utf8').catch(() => '')))
  return LAZY_GUARDS.filter(([call]) => sources.some((source) => call.test(source))).map(([, module]) => module)
}

async function main(): Promise<void> {
  const routes = exportedRoutes(await readFile(join(root, 'src/routeTree.gen.ts'), 'utf8'))
  const paths = routes.map((route) => route.path)
  const missing = MENU.flatMap((section) => section.items.map((item) => item.to)).filter((to) => !paths.includes(to))
  if (missing.length > 0) throw new Error(`Menu entries without a route file: ${missing.join(', ')}`)
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const chunkModules = JSON.parse(await readFile(join(dist, '.vite/chunk-modules.json'), 'utf8')) as ChunkModules

  const [html = '', careers = ''] = await inlinePublicScripts([await readFile(join(dist, 'index.html'), 'utf8'), await readFile(join(dist, 'careers.html'), 'utf8')])
  for (const [name, page] of [['index.html', html], ['careers.html', careers]]) {
    if (!/src="\/assets\//.test(page ?? '')) throw new Error(`dist/${name} must load its scripts from /assets/ (absolute paths)`)
  }

  await writeFile(join(dist, 'index.html'), html)
  for (const route of routes) {
    const tags = routePreloads(manifest, route.files, await lazyGuardModules(route.files), chunkModules)
    const page = html.replace('</head>', () => `${tags.map((tag) => `  ${tag}\n  `).join('')}</head>`)
    const file = join(dist, route.path, 'index.html')
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, page)
  }
  for (const path of CAREERS_PAGE_PATHS) {
    await mkdir(join(dist, path), { recursive: true })
    await writeFile(join(dist, path, 'index.html'), careers)
  }
  await rm(join(dist, 'careers.html'))
  // Unknown paths: the app decides what they show, so nothing is preloaded for them.
  await writeFile(join(dist, '404.html'), html)
  console.log(`static export: ${routes.length} route pages, the careers pages and 404.html\n  ${[...paths, ...CAREERS_PAGE_PATHS].join('\n  ')}`)
}

await main()
