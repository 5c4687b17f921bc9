import { Worker, type Transferable } from 'node:worker_threads'

const ENTRY = new URL('./worker-thread-entry.mjs', import.meta.url)

export interface WorkerThreadOptions {
  /** Ends the thread and fails the call after this long (default 5 minutes). */
  timeoutMs?: number
  /** What `input` holds that moves to the thread instead of being copied (an ArrayBuffer of file bytes); the caller can no longer use it. */
  transfer?: Transferable[]
}

/**
 * Runs `exportName(input)` of `module` in a thread of its own and answers its result, for the
 * CPU-heavy part of a task (parsing a resume): the event loop keeps answering requests while
 * it runs. Input and result cross by structured clone (JSON, bytes); the database stays with
 * the caller, so a handler reads what the work needs, awaits this, and stores the result:
 *
 *   deps.tasks.handle(parseResumeTask, async ({ fileKey }) => {
 *     const bytes = await files.read(fileKey)
 *     const parsed = await runInWorkerThread<ParsedResume>(new URL('./parse-resume.ts', import.meta.url), 'parseResume', bytes)
 *     await saveParsedResume(deps.db, fileKey, parsed)
 *   })
 *
 * One thread per call: the queue's concurrency bounds how many run at once, and a crash or a
 * timeout ends only that thread.
 */
export function runInWorkerThread<R>(module: URL, exportName: string, input: unknown, options: WorkerThreadOptions = {}): Promise<R> {
  const timeoutMs = options.timeoutMs ?? 5 * 60_000
  return new Promise<R>((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: { module: module.href, exportName, input }, transferList: options.transfer })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
      void worker.terminate()
    }
    const timer = setTimeout(() => settle(() => reject(new Error(`${exportName} took longer than ${timeoutMs} ms in its worker thread`))), timeoutMs)
    worker.once('message', (message: { ok: true; result: R } | { ok: false; error: string }) =>
      settle(() => (message.ok ? resolve(message.result) : reject(new Error(message.error)))),
    )
    worker.once('error', (error) => settle(() => reject(error)))
    worker.once('exit', (code) => settle(() => reject(new Error(`The worker thread running ${exportName} exited with code ${code}`))))
  })
}
