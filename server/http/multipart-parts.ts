import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './context'
import { ApiError } from '../lib/errors'

/**
 * The parts a staff upload form may hold: a file and a field or two (job_id, nothing more), with
 * room to spare for a client that sends an empty extra field.
 */
export const UPLOAD_FORM_MAX_PARTS = 10

/**
 * Refuses a multipart body of more than `maxParts` parts with a 413 as soon as the part past
 * the limit arrives, before the rest is read or parsed: a form of a few fields and a file is
 * never 170,000 parts, and parsing that many held the event loop. Put it after the body's size
 * limit (bodyLimit), which bounds what is read here; the body read is handed on to the parser.
 */
export function limitMultipartParts(maxParts: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(c.req.header('content-type') ?? '')
    const body = c.req.raw.body
    if (!boundary || !body) return next()
    const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
    const chunks: Buffer[] = []
    let parts = -1 // The closing delimiter ends the last part without starting one.
    let tail = Buffer.alloc(0)
    const reader = body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const chunk = Buffer.from(value)
      chunks.push(chunk)
      // A delimiter may straddle two chunks: search the previous chunk's end with this one.
      const window = Buffer.concat([tail, chunk])
      for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + delimiter.length)) parts += 1
      if (parts > maxParts) {
        await reader.cancel()
        throw new ApiError(413, `A form holds at most ${maxParts} fields`)
      }
      tail = window.subarray(Math.max(0, window.length - delimiter.length + 1))
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) })
    return next()
  })
}
