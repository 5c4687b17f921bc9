/**
 * One call to the real server's API as a client makes it (JSON in and out, the bearer token when
 * given), for tests and benchmarks that set up data without the browser. A failed call throws
 * with the server's answer, so set-up mistakes name their cause.
 */
let visitors = 0

/**
 * Each sign-up as a visitor of its own, behind the proxy the full-stack server trusts
 * (TRUST_PROXY=1): one address may create 10 companies an hour (contract section 2), and the
 * suites create more. A documentation address (RFC 5737), per process and call.
 */
function visitorAddress(): string {
  visitors += 1
  return `198.51.${process.pid % 256}.${visitors % 256}`
}

export async function callApi<T>(baseUrl: string, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/backend/api/${apiPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(apiPath === 'signup' ? { 'x-forwarded-for': visitorAddress() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}
