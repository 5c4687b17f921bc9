/**
 * Compiles the API server to plain JavaScript in dist-server/ (the last step of `npm run build`),
 * so `npm start` runs `node dist-server/main.js` with no TypeScript loader.
 *
 * Four bundles, ESM, packages left to node_modules: `main.js` (the server), the resume parser,
 * the offer letter's PDF and the employee import's file check, which worker processes and threads
 * load by URL on their own. Files the server finds
 * beside its code by `new URL('./…', import.meta.url)` keep their places under dist-server/: each module's
 * `import.meta.url` is rewritten to the URL it would have there (server/db/client.ts reads
 * `dist-server/db/migrations/`), and the migrations and the worker threads' `.mjs` entries are
 * copied to those places.
 */
import { cp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '..')
const SERVER = path.join(ROOT, 'server')
export const SERVER_OUT = path.join(ROOT, 'dist-server')

/**
 * Entries, by their path under server/: loaded by Node (main), by a worker process (the resume
 * parser, the offer letter's PDF) or by a worker thread (the employee import's file check).
 */
const ENTRIES = ['main.ts', 'modules/resumes/parser/index.ts', 'modules/offers/pdf/letter-document.ts', 'modules/employees/import-file.ts']
/** Read at run time from beside the code that names them. */
const COPIED = ['db/migrations', 'platform/tasks/worker-pool-entry.mjs', 'platform/tasks/worker-thread-entry.mjs']

/**
 * Each server module's `import.meta.url` becomes its compiled twin's place under dist-server/,
 * written relative to the bundle's own URL (`entry`'s output, the one import.meta.url left).
 */
function moduleUrls(entry: string): Plugin {
  const toRoot = '../'.repeat(entry.split('/').length - 1) || './'
  return {
    name: 'module-urls',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8')
        const relative = path.relative(SERVER, args.path).split(path.sep).join('/')
        if (relative.startsWith('..') || !source.includes('import.meta.url')) return { contents: source, loader: 'ts' }
        const twin = JSON.stringify(toRoot + relative.replace(/\.ts$/, '.js'))
        return { contents: source.replaceAll('import.meta.url', `new URL(${twin}, import.meta.url).href`), loader: 'ts' }
      })
    },
  }
}

/** Builds into `outdir` (default dist-server/); a tree inside the project, so packages resolve from node_modules. */
export async function buildServer(outdir = SERVER_OUT): Promise<void> {
  await rm(outdir, { recursive: true, force: true })
  for (const entry of ENTRIES) {
    await build({
      entryPoints: [path.join(SERVER, entry)],
      outbase: SERVER,
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      plugins: [moduleUrls(entry)],
      logLevel: 'warning',
    })
  }
  await Promise.all(COPIED.map((item) => cp(path.join(SERVER, item), path.join(outdir, item), { recursive: true })))
}

if (process.argv[1] === import.meta.filename) await buildServer()
