import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export interface StaticFile {
  body: Buffer
  /** Precompressed variants made at build time by scripts/compress-dist.ts. */
  br?: Buffer
  gzip?: Buffer
  contentType: string
  etag: string
  cacheControl: string
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
}

/** Vite fingerprints everything under /assets/, so those never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (HTML above all) is revalidated on each use, so a deploy shows at once. */
const REVALIDATE = 'no-cache'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

function sha256(content: string | Buffer, encoding: 'base64' | 'base64url'): string {
  return createHash('sha256').update(content).digest(encoding)
}

/**
 * The built app (dist/), read into memory once at start: a few hundred kilobytes, served
 * without touching the disk, and only ever files that exist in it (no path tricks).
 */
export class StaticSite {
  private constructor(
    private readonly files: ReadonlyMap<string, StaticFile>,
    /** CSP hashes of the inline scripts in the HTML (e.g. the theme's first-paint script). */
    readonly inlineScriptHashes: readonly string[],
  ) {}

  static async load(directory: string): Promise<StaticSite> {
    const root = path.resolve(directory)
    const paths = await listFiles(root)
    const onDisk = new Set(paths)
    const files = new Map<string, StaticFile>()
    const hashes = new Set<string>()
    for (const file of paths) {
      if (/\.(br|gz)$/.test(file)) continue
      const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`
      // Dot-files are build bookkeeping (Vite's .vite/manifest.json), not part of the site;
      // .well-known/ is the one exception the web defines.
      if (/\/\.(?!well-known\/)/.test(urlPath)) continue
      const extension = path.extname(file).toLowerCase()
      const body = await readFile(file)
      const variant = async (suffix: string) => (onDisk.has(file + suffix) ? readFile(file + suffix) : undefined)
      const [br, gzip] = await Promise.all([variant('.br'), variant('.gz')])
      if (extension === '.html') {
        for (const match of body.toString('utf8').matchAll(INLINE_SCRIPT)) {
          if (match[1]?.trim()) hashes.add(`sha256-${sha256(match[1], 'base64')}`)
        }
      }
      files.set(urlPath, {
        body,
        ...(br ? { br } : {}),
        ...(gzip ? { gzip } : {}),
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        etag: `"${sha256(body, 'base64url').slice(0, 27)}"`,
        cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      })
    }
    if (!files.has('/index.html')) throw new Error(`${root} has no index.html: build the app first (npm run build)`)
    return new StaticSite(files, [...hashes].sort())
  }

  file(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath)
  }

  /** The page for an unknown path, answered with status 404. */
  get notFoundPage(): StaticFile {
    return (this.files.get('/404.html') ?? this.files.get('/index.html')) as StaticFile
  }
}
