import { availableParallelism } from 'node:os'
import { CompanyScope } from '../../db/company-scope'
import type { AppDeps } from '../../http/context'
import { HOUR_MS } from '../../lib/clock'
import { workerModuleUrl } from '../../lib/module-url'
import { profileFillTask } from '../../lib/profile-fill'
import { TaskTimedOut, type TaskFailure } from '../../platform/tasks/task-queue'
import { WorkerPool, WorkerPoolError } from '../../platform/tasks/worker-pool'
import type { ResumeParseInput, ResumeParseOutcome, ResumeParserAnswer } from './parser/contract'
import { decideUpload } from './decide-upload'
import { fillProfile } from './fill-profile'
import { markFailed, settleAbandonedUploads, startParsing } from './parsing-uploads'
import { readApplicantResume } from './read-uploads'
import { parseResumeTask } from './tasks'

const PARSER = workerModuleUrl('./parser/index.ts', import.meta.url)

/**
 * Parsing threads per process: one core stays with the event loop (and the embedded database,
 * which runs on it), so the API keeps answering while a batch parses.
 */
export const PARSE_THREADS = Math.max(1, availableParallelism() - 1)

/** A parse longer than this ends its process; the attempt counts as timed out. */
const PARSE_TIMEOUT_MS = 2 * 60_000

/**
 * A parse still running after this long (a resume takes 20-300 ms, a scanned one a few seconds
 * of OCR; a hostile file up to the timeout) lets one spare process read the files behind it.
 */
const SPARE_PROCESS_AFTER_MS = 5_000

/**
 * A parsing process's ceilings: a resume's parse holds 45 MB of heap, and the process 110-210 MB
 * resident; while tesseract reads a scan (up to three pages), 250-290 MB. A process past its
 * ceiling is ended, failing that attempt.
 */
const PARSE_HEAP_MB = 256
const PARSE_RESIDENT_MB = 256
const OCR_RESIDENT_MB = 384

/**
 * What this server process's parsing processes may hold together at their ceilings: one scan read
 * by OCR beside one ordinary parse, or two ordinary parses, never two scans at once. Two scans and
 * four other resumes uploaded at once took the compiled server with its parsing processes to a
 * peak of 736-777 MB, against 1,010 MB when each process could read a scan (issue 28's limit: 1 GB).
 * Each API process keeps its own budget against its own memory: the queue in the database hands
 * tasks to every process, and no process knows the others' memory.
 */
const PARSE_MEMORY_MB = 640

const times = (count: number) => (count === 1 ? 'once' : `${count} times`)

/** What the recruiter reads on an upload whose parsing gave up, by how its last attempt ended. */
export function gaveUpText(failure: TaskFailure): string {
  switch (failure.reason) {
    case 'timed_out':
      return `Reading this file took too long; it was tried ${times(failure.attempts)}`
    case 'stopped':
      return `This file stopped the reader; it was tried ${times(failure.attempts)}`
    case 'failed':
      return `This file could not be read; it was tried ${times(failure.attempts)}`
  }
}

/**
 * The parser's answer for `input`; one that ran out of time fails as TaskTimedOut. A scan is read
 * twice: first without OCR, which tells it is one, then with OCR once OCR's share of the parsing
 * memory is free, so that scans take turns while other files go on parsing beside them.
 */
async function parse(parser: WorkerPool<ResumeParseInput, ResumeParserAnswer>, input: ResumeParseInput): Promise<ResumeParseOutcome> {
  try {
    const answer = await parser.run({ ...input, ocr: 'later' })
    if (!('ocrNeeded' in answer)) return answer
    const scanned = await parser.run({ ...input, ocr: 'now' }, { residentMb: OCR_RESIDENT_MB })
    return 'ocrNeeded' in scanned ? { ok: false, error: 'This scanned PDF could not be read' } : scanned
  } catch (error) {
    // The pool ends a parsing process past its timeout: that attempt timed out.
    if (error instanceof WorkerPoolError && error.reason === 'timeout') throw new TaskTimedOut(error.message, { cause: error })
    throw error
  }
}

export interface ResumeWorkOptions {
  threads?: number
  /** The module exporting `parseResume` (tests give one that hangs, throws, or answers U+0000). */
  parser?: URL
  parseTimeoutMs?: number
  /** Keep a parsing process started and loaded ahead of the uploads (the server does; tests start theirs per call). */
  warm?: boolean
}

/**
 * Registers the handlers of resume parsing and profile fills (server/app.ts's
 * registerBackgroundWork). The parser runs in a bounded pool of threads; the database work stays
 * on the event loop.
 */
export function handleResumeWork(deps: AppDeps, options: ResumeWorkOptions = {}): void {
  const parser = new WorkerPool<ResumeParseInput, ResumeParserAnswer>(options.parser ?? PARSER, 'parseResume', {
    size: options.threads ?? PARSE_THREADS,
    timeoutMs: options.parseTimeoutMs ?? PARSE_TIMEOUT_MS,
    keepWarm: 1,
    warmUp: 'warmUp',
    spareAfterMs: SPARE_PROCESS_AFTER_MS,
    heapMb: PARSE_HEAP_MB,
    residentMb: PARSE_RESIDENT_MB,
    memoryBudgetMb: PARSE_MEMORY_MB,
  })
  if (options.warm) parser.warm()

  deps.tasks.handle(
    parseResumeTask,
    async ({ companyId, uploadId }) => {
      const input = await startParsing(new CompanyScope(deps.db, companyId), uploadId, deps.clock.now())
      if (!input) return
      await decideUpload(deps.db, companyId, uploadId, await parse(parser, input), deps.clock.now())
    },
    {
      gaveUp: ({ companyId, uploadId }, failure) => markFailed(new CompanyScope(deps.db, companyId), uploadId, gaveUpText(failure), deps.clock.now()),
    },
  )

  deps.tasks.handle(profileFillTask, async (fill) => {
    const input = await readApplicantResume(new CompanyScope(deps.db, fill.companyId), fill.applicantId, fill.applicantResumeId)
    if (!input) return
    await fillProfile(deps.db, fill.companyId, fill, await parse(parser, input), deps.clock.now())
  })

  // Uploads whose task is gone or failed without settling them (its gaveUp failed): none stays waiting.
  deps.tasks.registerSchedule('resume-uploads-settle', HOUR_MS, ({ now }) => settleAbandonedUploads(deps.db, now))
}
