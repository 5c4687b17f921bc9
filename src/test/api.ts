import { afterEach, beforeEach, vi, type Mock } from 'vitest'

export interface SentRequest {
  method: string
  /** e.g. `/backend/api/login` */
  path: string
  body: unknown
}

/** A request as `serve()` sees it: what `sent` records, plus the query string's parameters. */
export interface ServedRequest extends SentRequest {
  query: Record<string, string>
}

/** A JSON body as its value; anything else (a multipart upload) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A stub's answer: status and JSON body (`null`: no body). */
export type StubAnswer = [status: number, body: unknown]

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

  async function record(input: RequestInfo | URL): Promise<ServedRequest> {
    const request = input as Request
    const text = await request.clone().text()
    const url = new URL(request.url)
    const entry: SentRequest = { method: request.method, path: url.pathname, body: text ? parseBody(text) : null }
    sent.push(entry)
    return { ...entry, query: Object.fromEntries(url.searchParams) }
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
    /**
     * Every request from now on is answered by `serve`, from what was sent: for pages that make
     * several calls in an order the test should not depend on.
     */
    serve(serve: (request: ServedRequest) => StubAnswer) {
      fetchMock.mockImplementation(async (input) => respond(...serve(await record(input))))
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
    /** The next request waits until the returned function fails it as the network does. */
    holdThenFail(): () => void {
      let fail: (error: Error) => void = () => {}
      fetchMock.mockImplementationOnce(async (input) => {
        const cutShort = new Promise<Response>((_resolve, reject) => (fail = reject))
        await record(input)
        return cutShort
      })
      return () => fail(new TypeError('Failed to fetch'))
    },
  }
}
