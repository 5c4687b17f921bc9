import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressDirectory } from '../../scripts/compress-dist'
import { createApp } from '../app'
import { TestServer } from '../test/test-server'
import { StaticSite } from './static-site'

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'"
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`
const SCRIPT = `console.log(${JSON.stringify('Staffdesk '.repeat(200))})`

let dist: string
let server: TestServer
let bareApp: ReturnType<typeof createApp>

async function writeDist(directory: string, withNotFoundPage: boolean) {
  await mkdir(path.join(directory, 'assets'), { recursive: true })
  await mkdir(path.join(directory, 'login'), { recursive: true })
  await writeFile(path.join(directory, 'index.html'), INDEX)
  await writeFile(path.join(directory, 'login', 'index.html'), INDEX.replace('<div id="root">', '<div id="root" data-page="login">'))
  if (withNotFoundPage) await writeFile(path.join(directory, '404.html'), INDEX.replace('<div id="root">', '<div id="root" data-page="404">'))
  await writeFile(path.join(directory, 'assets', 'index-abc123.js'), SCRIPT)
  await writeFile(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await mkdir(path.join(directory, '.vite'), { recursive: true })
  await writeFile(path.join(directory, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}')
  await mkdir(path.join(directory, '.well-known'), { recursive: true })
  await writeFile(path.join(directory, '.well-known', 'security.txt'), 'Contact: mailto:security@staffdesk.test\n')
  await compressDirectory(directory)
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'staffdesk-dist-'))
  await writeDist(path.join(dist, 'full'), true)
  await writeDist(path.join(dist, 'bare'), false)
  server = await new TestServer({ site: await StaticSite.load(path.join(dist, 'full')) }).start()
  // The same server without a 404.html in its build.
  bareApp = createApp({ ...server.deps, site: await StaticSite.load(path.join(dist, 'bare')) })
})

afterAll(async () => {
  await server?.close()
  await rm(dist, { recursive: true, force: true })
})

describe('hashed assets', () => {
  it('are cached for a year, immutable, and sent as Brotli or gzip by Accept-Encoding', async () => {
    const br = await server.fetch('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.status).toBe(200)
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(brBody.length).toBeLessThan(SCRIPT.length / 4)
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT)

    const gzip = await server.fetch('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT)

    const plain = await server.fetch('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br;q=0, identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
  })

  it('answer 304 to a matching If-None-Match', async () => {
    const first = await server.fetch('/assets/index-abc123.js')
    const etag = first.headers.get('etag') ?? ''
    const again = await server.fetch('/assets/index-abc123.js', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })
})

describe('pages', () => {
  it('are never cached without revalidation, and /path/ is served from path/index.html', async () => {
    const response = await server.fetch('/login/', { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('data-page="login"')
    expect((await server.fetch('/')).status).toBe(200)
  })

  it('redirects /path to /path/ when that page exists, keeping the query', async () => {
    const response = await server.fetch('/login?next=%2Fjobs%2F', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/login/?next=%2Fjobs%2F')
  })

  it('answers unknown paths with 404.html and status 404, or index.html when there is none', async () => {
    const missing = await server.fetch('/no/such/page/')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-cache')
    expect(await missing.text()).toContain('data-page="404"')

    const fallback = await bareApp.request('/no/such/page/')
    expect(fallback.status).toBe(404)
    expect(await fallback.text()).toBe(INDEX)
  })

  it('serves no dot-files of the build (Vite manifest) except .well-known/', async () => {
    const manifest = await server.fetch('/.vite/manifest.json')
    expect(manifest.status).toBe(404)
    expect(await manifest.text()).toContain('data-page="404"')
    const wellKnown = await server.fetch('/.well-known/security.txt')
    expect(wellKnown.status).toBe(200)
    expect(await wellKnown.text()).toContain('Contact:')
  })

  it('never serves files outside the build', async () => {
    for (const probe of ['/../package.json', '/%2e%2e/package.json', '/assets/../../etc/passwd']) {
      const response = await server.fetch(probe)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('data-page="404"')
    }
  })

  it('carry the security headers, allowing exactly the inline scripts of the build', async () => {
    const response = await server.fetch('/login/')
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('leave the API to the API: unknown endpoints stay JSON 404s', async () => {
    const response = await server.get('no-such-endpoint')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'There is no GET no-such-endpoint endpoint' })
  })

  it('answer HEAD without a body and refuse other methods', async () => {
    const head = await server.fetch('/login/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await server.fetch('/login/', { method: 'POST' })).status).toBe(404)
  })
})
