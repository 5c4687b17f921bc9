import { latencySummary, type LatencySummary } from './report'
import type { ServerProcess } from './server-process'

/** Where a bench asks: the API server in its own process, or the app in the bench's (benchApp()). */
export type ApiTarget = Pick<ServerProcess, 'baseUrl'> | { request(path: string, init: RequestInit): Response | Promise<Response> }

export interface ListRequest {
  label: string
  query: Record<string, string>
}

export interface ListFigures extends LatencySummary {
  label: string
  /** The list's `meta.total`: how many rows the request matched. */
  total: number
}

/** One GET of a list, as a user's list page sends it: its time, request to parsed answer, and its body. */
export async function timeListGet<Body>(target: ApiTarget, token: string, resource: string, query: Record<string, string>): Promise<{ ms: number; body: Body }> {
  const url = `/backend/api/${resource}?${new URLSearchParams(query)}`
  const init = { headers: { authorization: `Bearer ${token}` } }
  const started = performance.now()
  const response = await ('request' in target ? target.request(url, init) : fetch(`${target.baseUrl}${url}`, init))
  const body = (await response.json()) as Body
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`GET ${resource}?${new URLSearchParams(query)} answered ${response.status}`)
  return { ms, body }
}

/** Each list's requests, one at a time, `rounds` times after `warmUp` rounds: each list's figures and all requests' together. */
export async function timeLists(
  target: ApiTarget,
  token: string,
  resource: string,
  lists: readonly ListRequest[],
  { rounds, warmUp }: { rounds: number; warmUp: number },
): Promise<{ perList: ListFigures[]; all: LatencySummary }> {
  const timings = new Map<string, number[]>(lists.map((list) => [list.label, []]))
  const totals = new Map<string, number>()
  const all: number[] = []
  for (let round = -warmUp; round < rounds; round += 1) {
    for (const list of lists) {
      const { ms, body } = await timeListGet<{ meta?: { total: number } }>(target, token, resource, list.query)
      // The first rounds warm the server's JIT and the database's caches, as a running server's are.
      if (round < 0) continue
      timings.get(list.label)?.push(ms)
      all.push(ms)
      totals.set(list.label, body.meta?.total ?? 0)
    }
  }
  return {
    perList: lists.map((list) => ({ label: list.label, total: totals.get(list.label) ?? 0, ...latencySummary(timings.get(list.label) ?? []) })),
    all: latencySummary(all),
  }
}
