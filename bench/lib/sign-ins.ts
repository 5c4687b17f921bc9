import { setTimeout as sleep } from 'node:timers/promises'

export interface SignInAccount {
  email: string
  password: string
}

export interface SignInFigures {
  sent: number
  statusCounts: Record<string, number>
  /** Sign-ins answered 200 while the run lasted, per second: the rate that really ran beside it. */
  completedPerSecond: number
  p50: number
  p99: number
}

/** Answers arriving this long after the run's end still count as during it. */
const GRACE_MS = 500

/**
 * Starts sign-ins at a steady rate, whatever the earlier ones are doing (an open model, like
 * real users arriving), and waits for the last one to answer. Accounts and client addresses
 * rotate, as many different people signing in would; the server must trust X-Forwarded-For.
 */
export async function runSignIns(options: {
  baseUrl: string
  accounts: readonly SignInAccount[]
  perSecond: number
  durationSeconds: number
}): Promise<SignInFigures> {
  const total = Math.round(options.perSecond * options.durationSeconds)
  const intervalMs = 1000 / options.perSecond
  const started = performance.now()
  const windowEnd = started + options.durationSeconds * 1000 + GRACE_MS
  const latencies: number[] = []
  const statusCounts: Record<string, number> = {}
  let completedInWindow = 0
  const inFlight: Promise<void>[] = []

  for (let index = 0; index < total; index += 1) {
    const due = started + index * intervalMs
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    const account = options.accounts[index % options.accounts.length]
    if (!account) throw new Error('runSignIns needs at least one account')
    const address = `10.77.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
    inFlight.push(
      signIn(options.baseUrl, account, address).then(({ status, ms }) => {
        latencies.push(ms)
        statusCounts[status] = (statusCounts[status] ?? 0) + 1
        if (status === '200' && performance.now() <= windowEnd) completedInWindow += 1
      }),
    )
  }
  await Promise.all(inFlight)

  latencies.sort((a, b) => a - b)
  const at = (quantile: number) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0
  return {
    sent: total,
    statusCounts,
    completedPerSecond: completedInWindow / options.durationSeconds,
    p50: at(0.5),
    p99: at(0.99),
  }
}

async function signIn(baseUrl: string, account: SignInAccount, address: string): Promise<{ status: string; ms: number }> {
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}/backend/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(account),
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    return { status: String(response.status), ms: performance.now() - started }
  } catch {
    return { status: 'error', ms: performance.now() - started }
  }
}
