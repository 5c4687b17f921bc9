import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/context'
import type { StaticFile, StaticSite } from './static-site'

/** Brotli, else gzip, else none: whichever the client accepts (q > 0) and the build made. */
function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
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
 * can show "Page not found". Only GET and HEAD; the API is mounted before this.
 */
export function serveSite(site: StaticSite): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(c.req.path)
    } catch {
      return respond(site.notFoundPage, 404, c.req.raw)
    }
    const direct = site.file(pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    if (direct) return respond(direct, 200, c.req.raw)
    if (!pathname.endsWith('/') && site.file(`${pathname}/index.html`)) {
      const query = new URL(c.req.url).search
      return c.redirect(`${c.req.path}/${query}`, 301)
    }
    return respond(site.notFoundPage, 404, c.req.raw)
  }
}
