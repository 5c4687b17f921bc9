import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import type { Logger } from './logger'

type FetchCallback = Parameters<typeof serve>[0]['fetch']

export interface RunningServer {
  server: Server
  /** e.g. `http://127.0.0.1:3000` */
  url: string
  /**
   * Stops accepting connections and resolves once the requests in flight are answered;
   * connections still busy after `graceMs` are cut.
   */
  close(graceMs?: number): Promise<void>
}

/** Serves a fetch handler (the Hono app) on a port; port 0 picks a free one. */
export function listen(
  fetch: FetchCallback,
  options: { port: number; host: string; logger: Logger },
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: options.port, hostname: options.host }) as Server
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      const address = server.address() as AddressInfo
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
      resolve({
        server,
        url: `http://${host}:${address.port}`,
        close: (graceMs = 10_000) =>
          new Promise<void>((done) => {
            // Keep-alive connections close as soon as their current request is answered.
            const idleSweep = setInterval(() => server.closeIdleConnections(), 50)
            const deadline = setTimeout(() => {
              options.logger.warn('requests still running at the shutdown deadline were cut')
              server.closeAllConnections()
            }, graceMs)
            server.close(() => {
              clearInterval(idleSweep)
              clearTimeout(deadline)
              done()
            })
            server.closeIdleConnections()
          }),
      })
    })
  })
}
