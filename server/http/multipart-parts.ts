import { createMiddleware } from 'hono/factory'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './context'
import { ApiError } from '../lib/errors'

/**
 * The parts a staff upload form may hold: a file and a field or two (job_id, nothing more), with
 * room to spare for a client that sends an empty extra field.
 */
export const UPLOAD_FORM_MAX_PARTS = 10

/** A part's header lines past this many bytes are not a browser's: the form is malformed. */
const MAX_PART_HEADER_BYTES = 16 * 1024

const CRLF = Buffer.from('\r\n')
const HEADERS_END = Buffer.from('\r\n\r\n')

/**
 * Reads a multipart body as it arrives and hands the parsed form to the validator, refusing a
 * form of more than `maxParts` parts with a 413 as soon as the part past the limit arrives, before
 * the rest is read: a form of a few fields and a file is never 170,000 parts. Put it after the
 * body's size limit (bodyLimit), which bounds what is read here.
 *
 * The form is parsed here a chunk of the socket at a time, and each file is kept as the chunks'
 * Blobs, instead of by the validator's `formData()`, which parses the whole body in one go: a 5 MB
 * upload held every other request for 200-400 ms there, plus as long again to copy the file out
 * (issue 29). A handler reads a large file a slice at a time (`file.slice(…)`) for the same reason.
 */
export function limitMultipartParts(maxParts: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const type = c.req.header('content-type') ?? ''
    const boundary = /^\s*multipart\/form-data\s*;.*?boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type)
    const body = c.req.raw.body
    if (!boundary || !body) return next()
    const form = new MultipartForm(`${boundary[1] ?? boundary[2]}`, maxParts)
    const reader = body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      try {
        form.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength))
      } catch (error) {
        await reader.cancel()
        throw error
      }
      // A body already received answers each read at once, in the same macrotask: without a turn
      // here, 5 MB of chunks would be parsed in one go after all.
      await nextTurn()
    }
    // Where hono's validator keeps a form it has parsed, and looks first.
    c.req.bodyCache.formData = form.end()
    return next()
  })
}

const malformed = (reason: string) => new HTTPException(400, { message: `Malformed FormData request. ${reason}` })

/** One part being read: its name, its file name if it is a file, and its bytes so far. */
interface Part {
  name: string
  fileName: string | undefined
  type: string
  pieces: Buffer[]
  blobs: Blob[]
}

/**
 * A multipart/form-data parser fed chunk by chunk (RFC 7578). The body is read as if it started
 * with a line break, so every delimiter is CRLF "--" boundary. A part's bytes are handed on as
 * they come (a file's as a Blob per chunk), keeping only a delimiter's length back in case one
 * straddles two chunks.
 */
class MultipartForm {
  readonly #delimiter: Buffer
  readonly #form = new FormData()
  #pending: Buffer = CRLF
  #state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble'
  #part: Part | undefined
  #parts = 0

  constructor(
    boundary: string,
    private readonly maxParts: number,
  ) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`)
  }

  write(chunk: Buffer): void {
    if (this.#state === 'done') return
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk])
    while (this.#step()) {
      // Each step consumes what it can of #pending; it answers false when it needs more bytes.
    }
  }

  end(): FormData {
    if (this.#state !== 'done') throw malformed('The body ends before the closing boundary.')
    return this.#form
  }

  #step(): boolean {
    switch (this.#state) {
      case 'preamble': {
        const at = this.#pending.indexOf(this.#delimiter)
        if (at < 0) {
          this.#keepTail()
          return false
        }
        this.#consume(at + this.#delimiter.length)
        this.#state = 'after-delimiter'
        return true
      }
      case 'after-delimiter': {
        // "--" closes the form; otherwise optional spaces and tabs, then the line break.
        if (this.#pending.length < 2) return false
        if (this.#pending[0] === 0x2d && this.#pending[1] === 0x2d) {
          this.#state = 'done'
          this.#pending = Buffer.alloc(0)
          return false
        }
        const lineEnd = this.#pending.indexOf(CRLF)
        if (lineEnd < 0) {
          if (this.#pending.length > 256) throw malformed('A boundary line runs on.')
          return false
        }
        if (this.#pending.subarray(0, lineEnd).some((byte) => byte !== 0x20 && byte !== 0x09)) throw malformed('A boundary is followed by other text.')
        this.#consume(lineEnd + CRLF.length)
        this.#parts += 1
        if (this.#parts > this.maxParts) throw new ApiError(413, `A form holds at most ${this.maxParts} fields`)
        this.#state = 'headers'
        return true
      }
      case 'headers': {
        const at = this.#pending.indexOf(HEADERS_END)
        if (at < 0) {
          if (this.#pending.length > MAX_PART_HEADER_BYTES) throw malformed('A part’s headers are too long.')
          return false
        }
        this.#part = partOf(this.#pending.toString('utf8', 0, at))
        this.#consume(at + HEADERS_END.length)
        this.#state = 'body'
        return true
      }
      case 'body': {
        const part = this.#part as Part
        const at = this.#pending.indexOf(this.#delimiter)
        if (at < 0) {
          const kept = Math.min(this.#pending.length, this.#delimiter.length - 1)
          this.#take(part, this.#pending.subarray(0, this.#pending.length - kept))
          this.#pending = Buffer.from(this.#pending.subarray(this.#pending.length - kept))
          return false
        }
        this.#take(part, this.#pending.subarray(0, at))
        this.#consume(at + this.#delimiter.length)
        this.#finish(part)
        this.#state = 'after-delimiter'
        return true
      }
      case 'done':
        return false
    }
  }

  /** A file's bytes become a Blob (a copy the size of the chunk); a field's are kept to decode at its end. */
  #take(part: Part, bytes: Buffer): void {
    if (bytes.length === 0) return
    if (part.fileName === undefined) part.pieces.push(Buffer.from(bytes))
    else part.blobs.push(new Blob([bytes as Uint8Array<ArrayBuffer>]))
  }

  #finish(part: Part): void {
    if (part.fileName === undefined) this.#form.append(part.name, Buffer.concat(part.pieces).toString('utf8'))
    else this.#form.append(part.name, new File(part.blobs, part.fileName, { type: part.type }))
    this.#part = undefined
  }

  #consume(bytes: number): void {
    this.#pending = this.#pending.subarray(bytes)
  }

  /** Before the first delimiter: only what may begin one is kept. */
  #keepTail(): void {
    this.#pending = Buffer.from(this.#pending.subarray(Math.max(0, this.#pending.length - this.#delimiter.length + 1)))
  }
}

/** A part from its header lines: Content-Disposition's name and filename, and Content-Type. */
function partOf(headerText: string): Part {
  let disposition: string | undefined
  let type = ''
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'content-disposition') disposition = value
    else if (name === 'content-type') type = value
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw malformed('A part has no Content-Disposition: form-data header.')
  const parameters = dispositionParameters(disposition)
  const name = parameters.get('name')
  if (name === undefined) throw malformed('A part has no name.')
  const encoded = parameters.get('filename*')
  const fileName = encoded === undefined ? parameters.get('filename') : extendedValue(encoded)
  return { name, fileName, type, pieces: [], blobs: [] }
}

/** `form-data; name="file"; filename="a.csv"` → its parameters; a quoted value may hold `;` and backslash escapes. */
function dispositionParameters(value: string): Map<string, string> {
  const parameters = new Map<string, string>()
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/gy
  const first = value.indexOf(';')
  if (first < 0) return parameters
  pattern.lastIndex = first
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const key = (match[1] as string).toLowerCase()
    if (!parameters.has(key)) parameters.set(key, match[2] === undefined ? (match[3] ?? '').trim() : match[2].replace(/\\(.)/g, '$1'))
  }
  return parameters
}

/** RFC 8187's `UTF-8''name%20here`; a value not in that form is taken as it is. */
function extendedValue(value: string): string {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value)
  if (!match) return value
  try {
    return decodeURIComponent(match[1] as string)
  } catch {
    return match[1] as string
  }
}
