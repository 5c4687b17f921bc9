import { afterEach, beforeEach, vi, type Mock } from 'vitest'

export interface SentRequest {
  method: string
  /** e.g. `/backend/api/login` */
  path: string
  body: unknown
}

/**
 * Replaces `fetch` for the calling test file: each `answer()` serves the next request, and
 * `sent` records what the app sent (method, path, JSON body), read at the time it was sent.
 */
export function stubApi() {
  const fetchMock: Mock<typeof fetch> = vi.fn()
  const sent: SentRequest[] = []

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    sent.length = 0
  })

  async function record(input: RequestInfo | URL): Promise<void> {
    const request = input as Request
    const text = await request.clone().text()
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null })
  }

  const respond = (status: number, body: unknown) =>
    body === null
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  return {
    fetchMock,
    sent,
    /** The next request gets this status and JSON body (`null`: no body, e.g. for a 204). */
    answer(status: number, body: unknown) {
      fetchMock.mockImplementationOnce(async (input) => {
        await record(input)
        return respond(status, body)
      })
    },
    /** The next request waits until the returned function is called with its answer. */
    hold(): (status: number, body: unknown) => void {
      let release: (response: Response) => void = () => {}
      fetchMock.mockImplementationOnce(async (input) => {
        await record(input)
        return new Promise<Response>((resolve) => (release = resolve))
      })
      return (status, body) => release(respond(status, body))
    },
  }
}
