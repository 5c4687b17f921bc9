import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'

/**
 * A body left unread past this many bytes is not worth reading to keep the connection: node-server
 * reads what is left for at most half a second (64 MB at most) after the answer, then cuts the
 * socket.
 */
const DRAINED_BODY_BYTES = 1024 * 1024

/**
 * Says `Connection: close` on an answer after which the connection will close: a 413, or any
 * answer sent before a large or unmeasured body was read (a refusal before an upload). Without
 * it the client was told keep-alive, sent its next request on the socket, and lost it when the
 * socket was cut under it.
 */
export function closeConnectionAfterUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const incoming = c.env?.incoming
    const length = Number(c.req.header('content-length') ?? 0)
    const unread =
      incoming !== undefined &&
      !incoming.readableEnded &&
      (c.req.header('transfer-encoding') !== undefined || !(length <= DRAINED_BODY_BYTES))
    if (c.res.status === 413 || unread) c.res.headers.set('Connection', 'close')
  }
}
