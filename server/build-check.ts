import { spawn } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** What the app's build reads; a change in any of them makes dist/ stale. */
const APP_INPUTS = [
  'src',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'tsr.config.json',
  'postcss.config.cjs',
  'package.json',
  'scripts/static-export.ts',
  'scripts/compress-dist.ts',
]
/** What the server's build (scripts/build-server.ts) reads; a change makes dist-server/ stale. */
const SERVER_INPUTS = ['server', 'common', 'package.json', 'tsconfig.json', 'scripts/build-server.ts']
// Written by the build itself.
const BUILD_OUTPUTS = new Set(['src/routeTree.gen.ts'])

async function newestChange(root: string, relative: string): Promise<number> {
  const target = path.join(root, relative)
  const info = await stat(target).catch(() => null)
  if (!info) return 0
  if (!info.isDirectory()) return BUILD_OUTPUTS.has(relative) ? 0 : info.mtimeMs
  let newest = 0
  for (const entry of await readdir(target, { withFileTypes: true })) {
    newest = Math.max(newest, await newestChange(root, path.join(relative, entry.name)))
  }
  return newest
}

/** `output` is missing, or older than one of `inputs`. Without sources (a deployed build), never. */
async function isStale(root: string, output: string, inputs: string[]): Promise<boolean> {
  const built = await stat(path.join(root, output)).catch(() => null)
  const sources = await stat(path.join(root, inputs[0] ?? '')).catch(() => null)
  if (!sources) return false
  if (!built) return true
  const newest = Math.max(...(await Promise.all(inputs.map((input) => newestChange(root, input)))))
  return newest > built.mtimeMs
}

/** dist/ (the app) is missing, or older than something its build reads. */
export function distIsStale(root: string): Promise<boolean> {
  return isStale(root, 'dist/index.html', APP_INPUTS)
}

/** dist-server/ (the compiled server) is missing, or older than the server's sources. */
export function serverIsStale(root: string): Promise<boolean> {
  return isStale(root, 'dist-server/main.js', SERVER_INPUTS)
}

/** Runs `npm run <script>`: `build` builds the app and the server, `build:server` the server alone. */
export function runBuild(root: string, script: 'build' | 'build:server' = 'build'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (exit code ${code})`))))
  })
}
