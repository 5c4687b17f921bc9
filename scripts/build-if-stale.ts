/**
 * The build step of `npm start` (scripts/start.mjs): builds the app and the server when dist/ is
 * stale, the server alone when only dist-server/ is. Run as a process of its own, so the server
 * that starts afterwards never loads TypeScript.
 */
import path from 'node:path'
import { distIsStale, runBuild, serverIsStale } from '../server/build-check'

const ROOT = path.resolve(import.meta.dirname, '..')

if (await distIsStale(ROOT)) {
  console.log('Building the app and the server: dist/ is missing or older than its sources')
  await runBuild(ROOT, 'build')
} else if (await serverIsStale(ROOT)) {
  console.log('Building the server: dist-server/ is missing or older than its sources')
  await runBuild(ROOT, 'build:server')
}
