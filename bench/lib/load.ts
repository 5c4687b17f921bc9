import autocannon from 'autocannon'

export interface LoadOptions {
  url: string
  connections: number
  durationSeconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Requests per second across all connections; unlimited when absent. */
  overallRate?: number
}

export interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p99: number
  max: number
  total: number
  /** Answers outside 2xx plus connection errors (timeouts included): any of them spoils the run. */
  failures: number
  statusCounts: Record<string, number>
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
    timeout: 10,
  })
  const statusCounts: Record<string, number> = {}
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[code] = count.count ?? 0
  }
  return {
    requestsPerSecond: result.requests.total / (result.duration || options.durationSeconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    failures: result.non2xx + result.errors,
    statusCounts,
  }
}
