import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Where the full-stack suite's real server listens and keeps its data. Fixed paths (not
 * random) because Playwright loads the config in the runner and in every worker, and all of
 * them must agree; e2e/full-stack/serve.ts empties the folder before each start.
 */
export const FULL_STACK_PORT = Number(process.env.FULLSTACK_PORT ?? 4273)
export const FULL_STACK_URL = `http://127.0.0.1:${FULL_STACK_PORT}`
export const FULL_STACK_DATA_DIR = path.join(tmpdir(), `staffdesk-full-stack-${FULL_STACK_PORT}`)
