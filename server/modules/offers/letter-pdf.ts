import { createHash } from 'node:crypto'
import { ApiError } from '../../lib/errors'
import { workerModuleUrl } from '../../lib/module-url'
import { WorkerPool, WorkerPoolError } from '../../platform/tasks/worker-pool'
import type { OfferLetter } from './pdf/letter-document'

export type { LetterLogo, LetterSignature, OfferLetter } from './pdf/letter-document'

/**
 * The SHA-256 (hex) a signature seals: of the letter's Markdown as stored, UTF-8. The candidate
 * is shown that Markdown rendered (the portal's letter_html and this PDF); the Markdown is what
 * both are made from, so the hash does not change with how a renderer writes its HTML.
 */
export function letterSha256(letter: string): string {
  return createHash('sha256').update(letter, 'utf8').digest('hex')
}

/**
 * Rendering processes: a letter takes 100-500 ms of one core; two let a second download start
 * while the first renders, and leave the other core to the event loop.
 */
const LETTER_PROCESSES = 2

/** A letter of the longest kind renders in about a second; past this its process is stuck, and is ended. */
const LETTER_TIMEOUT_MS = 20_000

/** A rendering process's ceilings: pdfmake with its fonts holds about 40 MB of heap, 150 MB resident while it renders a letter with a logo. */
const LETTER_HEAP_MB = 192
const LETTER_RESIDENT_MB = 384

/**
 * The letters' worker pool: pdfmake lays a letter out synchronously, so a render on the event
 * loop would hold every request of the process (and the embedded database, which runs on it)
 * until it ends. Each process loads pdfmake and its fonts once (`warmUp`).
 */
const letters = new WorkerPool<OfferLetter, Uint8Array>(workerModuleUrl('./pdf/letter-document.ts', import.meta.url), 'renderOfferLetter', {
  size: LETTER_PROCESSES,
  timeoutMs: LETTER_TIMEOUT_MS,
  keepWarm: 1,
  warmUp: 'warmUp',
  // Someone waits for each letter: lowered, any other work on the machine took the cores from it
  // (bench:offers' PDF at load 11-17 on 2 cores: p95 801 ms at the lowest priority, 305-576 ms
  // just below normal, 370-387 ms at the server's, where rendering on the event loop took 405-453 ms).
  priority: 'interactive',
  heapMb: LETTER_HEAP_MB,
  residentMb: LETTER_RESIDENT_MB,
})

/** Keeps one rendering process started, with pdfmake and its fonts loaded, ahead of the first letter (the server does; tests do not). */
export function warmOfferLetters(): void {
  letters.warm()
}

/** What a client reads when the rendering process died, ran out of time or of memory: nothing of the letter, and worth another try. */
const UNAVAILABLE = 'The letter’s PDF could not be made just now. Try again in a moment.'

/**
 * An offer letter as PDF (pdf/letter-document.ts), rendered in a worker process. A process that
 * dies, runs past its timeout or outgrows its memory is replaced, and the call answers a 503
 * (Retry-After) rather than an unhandled error: nothing of the request reaches the logs.
 */
export async function renderOfferLetterPdf(letter: OfferLetter): Promise<Uint8Array> {
  try {
    return await letters.run(letter)
  } catch (error) {
    if (error instanceof WorkerPoolError) throw new ApiError(503, UNAVAILABLE, undefined, { 'Retry-After': '5' })
    throw error
  }
}
