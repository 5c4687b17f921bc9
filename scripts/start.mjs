// `npm start`: builds what is stale (scripts/build-if-stale.ts, in a process of its own, as it
// reads TypeScript), then runs the compiled server (dist-server/main.js) in this process, so
// SIGTERM reaches it directly. A deployed copy without sources skips the build step.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import process from 'node:process'
import { fileURLToPath, URL } from 'node:url'

const buildStep = fileURLToPath(new URL('./build-if-stale.ts', import.meta.url))
if (existsSync(buildStep)) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', buildStep], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
await import('../dist-server/main.js')
