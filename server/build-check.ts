import { spawn } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** What the app's build reads; a change in any of them makes dist/ stale. */
const BUILD_INPUTS = [
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

/** dist/ is missing, or older than something the build reads. Without sources (a deployed dist/), never. */
export async function distIsStale(root: string): Promise<boolean> {
  const built = await stat(path.join(root, 'dist', 'index.html')).catch(() => null)
  const sources = await stat(path.join(root, 'src')).catch(() => null)
  if (!sources) return false
  if (!built) return true
  const newest = Math.max(...(await Promise.all(BUILD_INPUTS.map((input) => newestChange(root, input)))))
  return newest > built.mtimeMs
}

export function runBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (exit code ${code})`))))
  })
}
