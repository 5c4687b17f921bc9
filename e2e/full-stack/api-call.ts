/**
 * One call to the real server's API as a client makes it (JSON in and out, the bearer token when
 * given), for tests and benchmarks that set up data without the browser. A failed call throws
 * with the server's answer, so set-up mistakes name their cause.
 */
export async function callApi<T>(baseUrl: string, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/backend/api/${apiPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}
