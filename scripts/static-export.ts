/**
 * Static export (issue 2): after `vite build`, every route path of the app gets its own
 * `dist/<path>/index.html`, so any static host serves deep links and reloads without rewrite
 * rules; `dist/404.html` lets hosts that honour it hand unknown paths to the app as well.
 *
 * The paths come from the generated route tree (the router plugin rewrites it on every build),
 * so a new route file is exported without anyone editing a list here.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { minifySync } from 'vite'
import { MENU } from '../src/lib/menu'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')

/** The keys of `FileRoutesByFullPath` in the generated tree, as URL paths with a trailing slash. */
export function routePaths(routeTreeSource: string): string[] {
  const body = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1]
  if (!body) throw new Error('FileRoutesByFullPath not found in the generated route tree')
  const paths = [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '')
  return [
    ...new Set(
      paths
        // Splats and params have no single address; 404.html covers them.
        .filter((path) => path && !path.includes('$'))
        .map((path) => (path.endsWith('/') ? path : `${path}/`)),
    ),
  ].sort()
}

/**
 * Classic scripts from public/ (the theme boot script must run before the first paint, so Vite
 * leaves it alone) are minified like Vite's own chunks and written into the page itself, so no
 * request stands between the HTML and the first paint. The server's Content-Security-Policy
 * allows exactly these inline scripts by their hash (server/static/static-site.ts).
 */
async function inlinePublicScripts(html: string): Promise<string> {
  let result = html
  for (const [tag, src = ''] of html.matchAll(/<script src="(\/(?!assets\/)[^"]+\.js)"><\/script>/g)) {
    const file = join(dist, src)
    const { code, errors } = minifySync(basename(src), await readFile(file, 'utf8'), { module: false })
    if (errors.length > 0) throw new Error(`${src} does not minify: ${errors.map((error) => error.message).join('; ')}`)
    if (/<\/script/i.test(code)) throw new Error(`${src} contains "</script" and cannot be inlined`)
    await rm(file)
    result = result.replace(tag, () => `<script>${code.trim()}</script>`)
  }
  return result
}

async function main(): Promise<void> {
  const html = await inlinePublicScripts(await readFile(join(dist, 'index.html'), 'utf8'))
  await writeFile(join(dist, 'index.html'), html)
  if (!/src="\/assets\//.test(html)) throw new Error('dist/index.html must load its scripts from /assets/ (absolute paths)')

  const paths = routePaths(await readFile(join(root, 'src/routeTree.gen.ts'), 'utf8'))
  const missing = MENU.flatMap((section) => section.items.map((item) => item.to)).filter((to) => !paths.includes(to))
  if (missing.length > 0) throw new Error(`Menu entries without a route file: ${missing.join(', ')}`)

  for (const path of paths) {
    if (path === '/') continue
    const file = join(dist, path, 'index.html')
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
  }
  await writeFile(join(dist, '404.html'), html)
  console.log(`static export: ${paths.length} route pages and 404.html\n  ${paths.join('\n  ')}`)
}

await main()
