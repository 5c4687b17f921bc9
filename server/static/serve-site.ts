import { gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/context'
import type { StaticFile, StaticSite } from './static-site'

/**
 * What a page's HTML gets before it is sent: its status, the tags for its `<head>` and, if any,
 * the content to show in `#root` until the app starts; all escaped.
 */
export interface PageHead {
  status: 200 | 404 | 410
  head: string
  body?: string
  /** The built page to fill (`/careers/index.html`), when not the address's own. */
  file?: string
}

/** The head of a page whose content lives in the database (the careers pages), or null to serve it as built. */
export type PageHeadProvider = (pathname: string, params: URLSearchParams) => Promise<PageHead | null>

/** What a built page's head says that a provided head says instead. */
const REPLACED_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<meta\s+(?:property="og:|name="twitter:|name="robots")[^>]*>\s*/gi,
  /<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>\s*/gi,
]

/**
 * The built page with its head's title and metadata replaced; sent gzipped when the client takes it.
 * The head and body hold a company's texts, so they go in through replacer functions: a
 * replacement string would read `$'`, `$&` or `` $` `` in a job's title as the page around it.
 */
function respondWithHead(file: StaticFile, page: PageHead, request: Request): Response {
  let html = file.body.toString('utf8')
  for (const tag of REPLACED_HEAD_TAGS) html = html.replace(tag, '')
  html = html.replace(/<\/head>/i, () => `  ${page.head}\n  </head>`)
  const content = page.body
  if (content) html = html.replace('<div id="root"></div>', () => `<div id="root">${content}</div>`)
  const headers = new Headers({ 'Content-Type': file.contentType, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
  let body: Uint8Array = Buffer.from(html, 'utf8')
  if (chooseEncoding({ gzip: true }, request.headers.get('accept-encoding') ?? undefined) === 'gzip') {
    body = gzipSync(body)
    headers.set('Content-Encoding', 'gzip')
  }
  headers.set('Content-Length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: page.status, headers })
}

/** Brotli, else gzip, else none: whichever the client accepts (q > 0) and the build made. */
function chooseEncoding(file: { br?: unknown; gzip?: unknown }, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || (!file.br && !file.gzip)) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (file.br && allows('br')) return 'br'
  if (file.gzip && allows('gzip')) return 'gzip'
  return undefined
}

function respond(file: StaticFile, status: 200 | 404, request: Request): Response {
  const encoding = chooseEncoding(file, request.headers.get('accept-encoding') ?? undefined)
  const headers = new Headers({ 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl, ETag: file.etag })
  if (file.br || file.gzip) headers.set('Vary', 'Accept-Encoding')
  if (status === 200 && request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers })
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body?.length ?? 0))
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status, headers })
}

/**
 * Serves the built app: files as they are, `/path/` from `path/index.html`, `/path` redirected
 * to `/path/` when that page exists, and any other path the 404 page (status 404) so the app
 * can show "Page not found". Only GET and HEAD; the API is mounted before this. A page whose
 * `pageHead` answers gets that head and status (a closed job's page is a 410), from its built
 * file or, before the app has one, the 404 page's.
 */
export function serveSite(site: StaticSite, pageHead?: PageHeadProvider): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(c.req.path)
    } catch {
      return respond(site.notFoundPage, 404, c.req.raw)
    }
    const page = pathname.endsWith('/') && pageHead ? await pageHead(pathname, new URL(c.req.url).searchParams) : null
    if (page) return respondWithHead(site.file(page.file ?? `${pathname}index.html`) ?? site.notFoundPage, page, c.req.raw)
    const direct = site.file(pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    if (direct) return respond(direct, 200, c.req.raw)
    if (!pathname.endsWith('/') && site.file(`${pathname}/index.html`)) {
      const query = new URL(c.req.url).search
      return c.redirect(`${c.req.path}/${query}`, 301)
    }
    return respond(site.notFoundPage, 404, c.req.raw)
  }
}
