import { setTimeout as sleep } from 'node:timers/promises'

export interface SignInAccount {
  email: string
  password: string
}

export interface SignInFigures {
  sent: number
  statusCounts: Record<string, number>
  /** Sign-ins answered 200 per second of the run. */
  succeededPerSecond: number
  p50: number
  p99: number
}

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
  const latencies: number[] = []
  const statusCounts: Record<string, number> = {}
  const inFlight: Promise<void>[] = []

  for (let index = 0; index < total; index += 1) {
    const due = started + index * intervalMs
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    const account = options.accounts[index % options.accounts.length]
    if (!account) throw new Error('runSignIns needs at least one account')
    inFlight.push(signIn(options.baseUrl, account, `10.77.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`, latencies, statusCounts))
  }
  await Promise.all(inFlight)

  latencies.sort((a, b) => a - b)
  const at = (quantile: number) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0
  return {
    sent: total,
    statusCounts,
    succeededPerSecond: (statusCounts['200'] ?? 0) / options.durationSeconds,
    p50: at(0.5),
    p99: at(0.99),
  }
}

async function signIn(
  baseUrl: string,
  account: SignInAccount,
  address: string,
  latencies: number[],
  statusCounts: Record<string, number>,
): Promise<void> {
  const started = performance.now()
  let status = 'error'
  try {
    const response = await fetch(`${baseUrl}/backend/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(account),
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    status = String(response.status)
  } catch {
    // Counted as 'error' below.
  }
  latencies.push(performance.now() - started)
  statusCounts[status] = (statusCounts[status] ?? 0) + 1
}
