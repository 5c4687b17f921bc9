import { Worker } from 'node:worker_threads'

const ENTRY = new URL('./worker-pool-entry.mjs', import.meta.url)

export interface WorkerPoolOptions {
  /** Threads at most; calls beyond wait their turn. */
  size: number
  /** Ends the thread and fails the call after this long (default 2 minutes). */
  timeoutMs?: number
  /** A thread idle this long ends, giving its memory back (default 30 s). */
  idleMs?: number
}

interface Call {
  input: unknown
  resolve(result: unknown): void
  reject(error: Error): void
}

interface Thread {
  worker: Worker
  busy: Call | null
  idleTimer: NodeJS.Timeout | null
}

type Reply = { id: number; started: true } | { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string }

/**
 * How long a fresh thread may take to load its module before its first call starts: the call's
 * own timeout counts from then, so a slow start on a busy machine never times out the call.
 */
const LOADING_ALLOWANCE_MS = 60_000

/**
 * Each thread's nursery. A thread's heap is reserved beside the server's, and V8's default nursery
 * left a parsing thread at 57 MB of heap for 21-30 MB in use (46-49 MB with this), and
 * bench:resumes' peak at 541-604 MB (target 600).
 */
const YOUNG_GENERATION_MB = 8

/**
 * A bounded set of threads that run `exportName(input)` of one module, loaded once per thread:
 * `runInWorkerThread()` starts a thread per call, which for a large module (a PDF reader) costs
 * more than the call. Threads start on demand up to `size`, end when idle, and a crash or a
 * timeout ends only that thread (the next call starts a fresh one). Input and result cross by
 * structured clone. The threads never keep the process alive.
 */
export class WorkerPool<I, R> {
  readonly #threads = new Set<Thread>()
  readonly #waiting: Call[] = []
  readonly #size: number
  readonly #timeoutMs: number
  readonly #idleMs: number
  #nextId = 0

  constructor(
    private readonly module: URL,
    private readonly exportName: string,
    options: WorkerPoolOptions,
  ) {
    this.#size = Math.max(1, options.size)
    this.#timeoutMs = options.timeoutMs ?? 2 * 60_000
    this.#idleMs = options.idleMs ?? 30_000
  }

  run(input: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ input, resolve: resolve as (result: unknown) => void, reject })
      this.#dispatch()
    })
  }

  /** Ends every thread; calls in flight or waiting fail. */
  async close(): Promise<void> {
    for (const call of this.#waiting.splice(0)) call.reject(new Error('The worker pool was closed'))
    await Promise.all([...this.#threads].map((thread) => this.#end(thread, new Error('The worker pool was closed'))))
  }

  #dispatch(): void {
    while (this.#waiting.length > 0) {
      const thread = [...this.#threads].find((candidate) => candidate.busy === null) ?? (this.#threads.size < this.#size ? this.#start() : undefined)
      if (!thread) return
      this.#send(thread, this.#waiting.shift() as Call)
    }
  }

  #start(): Thread {
    const worker = new Worker(ENTRY, {
      workerData: { module: this.module.href, exportName: this.exportName },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    worker.unref()
    const thread: Thread = { worker, busy: null, idleTimer: null }
    worker.on('error', (error) => void this.#end(thread, error))
    worker.on('exit', (code) => void this.#end(thread, new Error(`The worker thread running ${this.exportName} exited with code ${code}`)))
    this.#threads.add(thread)
    return thread
  }

  #send(thread: Thread, call: Call): void {
    if (thread.idleTimer) clearTimeout(thread.idleTimer)
    thread.idleTimer = null
    thread.busy = call
    const id = (this.#nextId += 1)
    const timeOut = () => void this.#end(thread, new Error(`${this.exportName} took longer than ${this.#timeoutMs} ms in its worker thread`))
    let timer = setTimeout(timeOut, this.#timeoutMs + LOADING_ALLOWANCE_MS)
    const onReply = (reply: Reply) => {
      if (reply.id !== id) return
      clearTimeout(timer)
      if ('started' in reply) {
        timer = setTimeout(timeOut, this.#timeoutMs)
        return
      }
      thread.worker.off('message', onReply)
      thread.busy = null
      if (reply.ok) call.resolve(reply.result)
      else call.reject(new Error(reply.error))
      thread.idleTimer = setTimeout(() => void this.#end(thread), this.#idleMs)
      thread.idleTimer.unref()
      this.#dispatch()
    }
    thread.worker.on('message', onReply)
    // A thread that ends mid-call clears the timer through #end's rejection.
    const reject = call.reject
    call.reject = (error) => {
      clearTimeout(timer)
      reject(error)
    }
    thread.worker.postMessage({ id, input: call.input })
  }

  async #end(thread: Thread, error?: Error): Promise<void> {
    if (!this.#threads.delete(thread)) return
    if (thread.idleTimer) clearTimeout(thread.idleTimer)
    const call = thread.busy
    thread.busy = null
    if (call) call.reject(error ?? new Error('The worker thread ended'))
    await thread.worker.terminate()
    this.#dispatch()
  }
}
