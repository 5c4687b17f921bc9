import { availableParallelism } from 'node:os'
import { CompanyScope } from '../../db/company-scope'
import type { AppDeps } from '../../http/context'
import { profileFillTask } from '../../lib/profile-fill'
import { WorkerPool } from '../../platform/tasks/worker-pool'
import type { ResumeParseInput, ResumeParseOutcome } from './parser/contract'
import { decideUpload, fillProfile, markFailed, readApplicantResume, startParsing } from './repository'
import { parseResumeTask } from './tasks'

const PARSER = new URL('./parser/index.ts', import.meta.url)

/**
 * Parsing threads per process: one core stays with the event loop (and the embedded database,
 * which runs on it), so the API keeps answering while a batch parses.
 */
export const PARSE_THREADS = Math.max(1, availableParallelism() - 1)

/** A parse longer than this ends its thread; the task is tried again. */
const PARSE_TIMEOUT_MS = 2 * 60_000

const FAILED_TEXT = 'This file could not be read'

/**
 * Registers the handlers of resume parsing and profile fills (server/app.ts's
 * registerBackgroundWork). The parser runs in a bounded pool of threads; the database work stays
 * on the event loop.
 */
export function handleResumeWork(deps: AppDeps, threads = PARSE_THREADS): void {
  const parser = new WorkerPool<ResumeParseInput, ResumeParseOutcome>(PARSER, 'parseResume', { size: threads, timeoutMs: PARSE_TIMEOUT_MS })

  deps.tasks.handle(parseResumeTask, async ({ companyId, uploadId }, { attempt }) => {
    const scope = new CompanyScope(deps.db, companyId)
    const input = await startParsing(scope, uploadId, deps.clock.now())
    if (!input) return
    let outcome: ResumeParseOutcome
    try {
      outcome = await parser.run(input)
    } catch (error) {
      // The thread crashed or ran out of time: try again, and after the last attempt say so.
      if (attempt >= parseResumeTask.maxAttempts) await markFailed(scope, uploadId, FAILED_TEXT, deps.clock.now())
      throw error
    }
    await decideUpload(deps.db, companyId, uploadId, outcome, deps.clock.now())
  })

  deps.tasks.handle(profileFillTask, async (fill) => {
    const input = await readApplicantResume(new CompanyScope(deps.db, fill.companyId), fill.applicantId, fill.applicantResumeId)
    if (!input) return
    await fillProfile(deps.db, fill.companyId, fill, await parser.run(input), deps.clock.now())
  })
}
