import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { callApi } from '../../e2e/full-stack/api-call'
import { startApiServer } from './server-process'

export interface BenchCompany {
  name: string
  email: string
  password: string
  plan: 'team' | 'business'
}

/** Signs a company and its owner up through the API, as a client would, on the company's plan: the owner's token. */
export async function signUpCompany(baseUrl: string, company: BenchCompany): Promise<string> {
  const { token } = await callApi<{ token: string }>(baseUrl, 'POST', 'signup', {
    company_name: company.name,
    name: 'Bench Owner',
    email: company.email,
    password: company.password,
  })
  await callApi(baseUrl, 'POST', 'subscription/subscribe', { plan: company.plan }, token)
  return token
}

/**
 * Signs the companies up through a server started for it, and stops it: PGlite takes one process
 * at a time, and a data set's rows go straight into the database next.
 */
export async function signUpCompanies(env: { DATA_DIR: string; DATABASE_URL?: string }, companies: readonly BenchCompany[], readyTimeoutMs?: number): Promise<void> {
  const server = await startApiServer(env, readyTimeoutMs)
  try {
    for (const company of companies) await signUpCompany(server.baseUrl, company)
  } finally {
    await server.stop()
  }
}

/** The data set in `dataDir`: reused when the run keeps its data (`--keep`) and one is there, else built there. */
export async function reuseOrBuild(dataDir: string, keep: boolean, what: string, build: () => Promise<void>, log: (message: string) => void): Promise<void> {
  if (keep && existsSync(path.join(dataDir, 'db'))) {
    log(`reusing the data set in ${dataDir}`)
    return
  }
  log(`building ${what} in ${dataDir}`)
  mkdirSync(dataDir, { recursive: true })
  await build()
}

/**
 * A data-set benchmark's flags: `--explore` (print only), `--keep=<dir>` (build the data set there
 * once, reuse it later) and `--<rows>=<n>`, how many rows each company gets (20,000 unless given,
 * at least `minimum`).
 */
export function dataSetFlags(rows: string, minimum: number): { explore: boolean; keep: string | undefined; perCompany: number } {
  const { values } = parseArgs({ options: { explore: { type: 'boolean', default: false }, keep: { type: 'string' }, [rows]: { type: 'string', default: '20000' } } })
  const perCompany = Number(values[rows])
  if (!Number.isInteger(perCompany) || perCompany < minimum) throw new Error(`--${rows} takes a whole number of at least ${minimum}`)
  return { explore: values.explore === true, keep: typeof values.keep === 'string' ? values.keep : undefined, perCompany }
}
