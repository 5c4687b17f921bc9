import { fork, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ENTRY = fileURLToPath(new URL('./worker-pool-entry.mjs', import.meta.url))

export interface WorkerPoolOptions {
  /** Worker processes at most; calls beyond wait their turn. */
  size: number
  /** Ends the process and fails the call after this long (default 2 minutes). */
  timeoutMs?: number
  /** A process idle this long ends, giving its memory back (default 30 s). */
  idleMs?: number
  /**
   * Processes kept started once warm() is called (default 0): one idle past `idleMs` after a call
   * is replaced by a fresh one, which gives its memory back and stays ready for the next call.
   */
  keepWarm?: number
  /** An export of the module each new process runs once, before its first call: what loads ahead of the calls. */
  warmUp?: string
  /**
   * When every process is busy and one has run its call this long, one spare process beyond
   * `size` takes the next call (default: never): a slow call holds its process, not every call
   * behind it. The spare ends when idle, as any process does.
   */
  spareAfterMs?: number
  /**
   * How the processes yield to the server (default 'background': the lowest priority, so the
   * event loop comes first). 'interactive', for work a person waits for (a download), keeps the
   * server's priority: apart from the event loop it never holds it, and lowered it was starved by
   * any other work on the machine.
   */
  priority?: 'background' | 'interactive'
  /** Each process's JavaScript heap ceiling (default 512 MB): past it the process dies, not the server. */
  heapMb?: number
  /**
   * Each process's resident memory ceiling while it runs a call (default 1,024 MB; read on Linux
   * only): memory outside the heap (rendered images, WebAssembly) that passes it ends the process.
   * A call may bring its own, larger ceiling (RunOptions).
   */
  residentMb?: number
  /**
   * The resident memory the pool's processes may hold together, at their ceilings (default: no
   * limit but `size`). Each process counts its `residentMb` from its start to its end, and a call
   * with a larger ceiling counts that while it runs: a process or a call that would pass the
   * budget waits, and calls behind it that fit go first, so heavy work takes turns and light work
   * goes on beside it. The budget is this server process's own: the task queue lives in the
   * database, and each API process runs its own pool within its own memory.
   */
  memoryBudgetMb?: number
}

export interface RunOptions {
  /**
   * This call's resident ceiling, above the pool's `residentMb`: work known to need more (OCR).
   * It counts against the pool's memory budget while the call runs, and its process ends after it,
   * since a process does not give back to the system the memory its call took.
   */
  residentMb?: number
}

/** Why a call failed without an answer from its function: the queue records it as a failed attempt. */
export class WorkerPoolError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'died' | 'memory' | 'closed',
  ) {
    super(message)
    this.name = 'WorkerPoolError'
  }
}

interface Call {
  input: unknown
  /** Its resident ceiling: the pool's, or its own larger one. */
  residentMb: number
  resolve(result: unknown): void
  reject(error: Error): void
}

interface Worker {
  process: ChildProcess
  busy: Call | null
  /** What it counts against the memory budget: the pool's `residentMb`, or its call's larger ceiling. */
  residentMb: number
  /** When its call was sent (performance.now()). */
  busySince: number
  idleTimer: NodeJS.Timeout | null
}

type Reply = { id: number; started: true } | { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string }

/**
 * How long a fresh process may take to load its module before its first call starts: the call's
 * own timeout counts from then, so a slow start on a busy machine never times out the call.
 */
const LOADING_ALLOWANCE_MS = 60_000

/**
 * Each process's semi-space (a third of its nursery). V8's default nursery left a parsing thread
 * at 57 MB of heap for 21-30 MB in use (46-49 MB with an 8 MB nursery), and bench:resumes' peak
 * at 541-604 MB (target 600); a process keeps the same nursery.
 */
const SEMI_SPACE_MB = 3

/** How often a busy process's resident memory is read against its ceiling. */
const RESIDENT_CHECK_MS = 250

/**
 * glibc gives each thread that allocates its own arena (up to eight per core) and keeps what they
 * freed; two arenas left an OCR process (tesseract and pdf.js each run threads) at 250-291 MB
 * resident where the default left it at 300-345 MB, for the same time.
 */
const MALLOC_ARENAS = '2'

/**
 * A bounded set of child processes that run `exportName(input)` of one module, loaded once per
 * process and kept warm between calls, one call at a time each. A process, not a thread: a
 * thread that runs out of heap, or grows an array past V8's largest size, aborts the whole server
 * (resourceLimits do not stop the second), while a process that dies fails only its call. Each
 * has a heap ceiling, runs at the lowest priority, and is ended and replaced when it dies, runs
 * past the timeout or outgrows its resident memory; the call then rejects with a WorkerPoolError.
 * Processes start on demand up to `size` and end when idle, or are kept warm (`keepWarm`, after
 * warm()): started ahead of the calls with the module loaded and its `warmUp` run. Input and
 * result cross by structured clone. The processes never keep the server alive, and end with it.
 */
export class WorkerPool<I, R> {
  readonly #workers = new Set<Worker>()
  readonly #waiting: Call[] = []
  readonly #size: number
  readonly #timeoutMs: number
  readonly #idleMs: number
  readonly #heapMb: number
  readonly #residentMb: number
  readonly #memoryBudgetMb: number
  readonly #keepWarm: number
  readonly #warmUp: string | undefined
  readonly #spareAfterMs: number
  readonly #priority: 'background' | 'interactive'
  #spareTimer: NodeJS.Timeout | null = null
  #warm = false
  #closed = false
  #nextId = 0

  constructor(
    private readonly module: URL,
    private readonly exportName: string,
    options: WorkerPoolOptions,
  ) {
    this.#size = Math.max(1, options.size)
    this.#timeoutMs = options.timeoutMs ?? 2 * 60_000
    this.#idleMs = options.idleMs ?? 30_000
    this.#heapMb = options.heapMb ?? 512
    this.#residentMb = options.residentMb ?? 1_024
    this.#memoryBudgetMb = options.memoryBudgetMb ?? Number.POSITIVE_INFINITY
    this.#keepWarm = Math.min(this.#size, options.keepWarm ?? 0)
    this.#warmUp = options.warmUp
    this.#spareAfterMs = options.spareAfterMs ?? Number.POSITIVE_INFINITY
    this.#priority = options.priority ?? 'background'
  }

  /** Starts the processes kept warm now, and keeps them started until close(). */
  warm(): void {
    this.#warm = true
    this.#topUp()
  }

  run(input: I, options: RunOptions = {}): Promise<R> {
    const residentMb = Math.max(this.#residentMb, options.residentMb ?? 0)
    if (residentMb > this.#memoryBudgetMb) {
      return Promise.reject(new WorkerPoolError(`${this.exportName} asks for ${residentMb} MB, more than the pool's budget of ${this.#memoryBudgetMb} MB`, 'memory'))
    }
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ input, residentMb, resolve: resolve as (result: unknown) => void, reject })
      this.#dispatch()
    })
  }

  /** Ends every process; calls in flight or waiting fail. */
  async close(): Promise<void> {
    this.#closed = true
    if (this.#spareTimer) clearTimeout(this.#spareTimer)
    const closed = () => new WorkerPoolError('The worker pool was closed', 'closed')
    for (const call of this.#waiting.splice(0)) call.reject(closed())
    await Promise.all([...this.#workers].map((worker) => this.#end(worker, closed())))
  }

  /** Sends each waiting call, in turn, that a process and the memory budget can take now; the others keep their places. */
  #dispatch(): void {
    for (let index = 0; index < this.#waiting.length;) {
      const call = this.#waiting[index] as Call
      const worker = this.#workerFor(call)
      if (!worker) {
        index += 1
        continue
      }
      this.#waiting.splice(index, 1)
      this.#send(worker, call)
    }
    if (this.#waiting.length > 0) this.#watchForSpare()
  }

  /** An idle process, or a new one, that can run `call` within the memory budget; none while it would pass it. */
  #workerFor(call: Call): Worker | undefined {
    const idle = [...this.#workers].find((candidate) => candidate.busy === null)
    if (idle) return this.#fits(call.residentMb - idle.residentMb) ? idle : undefined
    return (this.#workers.size < this.#size || this.#spareDue()) && this.#fits(call.residentMb) ? this.#start() : undefined
  }

  /** Whether `mb` more fits in the memory budget beside what the processes count now. */
  #fits(mb: number): boolean {
    let held = 0
    for (const worker of this.#workers) held += worker.residentMb
    return held + mb <= this.#memoryBudgetMb
  }

  /** Whether a spare process may start now: none is running yet, and a call has held its process past `spareAfterMs`. */
  #spareDue(): boolean {
    if (this.#workers.size !== this.#size || this.#closed) return false
    const now = performance.now()
    return [...this.#workers].some((worker) => worker.busy !== null && now - worker.busySince >= this.#spareAfterMs)
  }

  /** Dispatches again when the longest call in flight passes `spareAfterMs`, for the calls waiting. */
  #watchForSpare(): void {
    if (this.#spareTimer || !Number.isFinite(this.#spareAfterMs) || this.#workers.size !== this.#size) return
    const oldest = Math.min(...[...this.#workers].map((worker) => (worker.busy ? worker.busySince : Number.POSITIVE_INFINITY)))
    if (!Number.isFinite(oldest)) return
    this.#spareTimer = setTimeout(
      () => {
        this.#spareTimer = null
        this.#dispatch()
      },
      Math.max(0, oldest + this.#spareAfterMs - performance.now()),
    )
    this.#spareTimer.unref()
  }

  /** Starts processes until `keepWarm` are running, once warm() was called. */
  #topUp(): void {
    while (this.#warm && !this.#closed && this.#workers.size < this.#keepWarm && this.#fits(this.#residentMb)) this.#start()
  }

  #start(): Worker {
    const child = fork(ENTRY, [this.module.href, this.exportName, this.#priority, ...(this.#warmUp ? [this.#warmUp] : [])], {
      // Its own flags only: the server's (an inspector, a profiler) are not the parser's.
      execArgv: [`--max-old-space-size=${this.#heapMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`],
      env: { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.unref()
    child.channel?.unref()
    const worker: Worker = { process: child, busy: null, residentMb: this.#residentMb, busySince: 0, idleTimer: null }
    child.on('error', (error) => void this.#end(worker, new WorkerPoolError(`The process running ${this.exportName} failed: ${error.message}`, 'died')))
    child.on('exit', (code, signal) => void this.#end(worker, new WorkerPoolError(`The process running ${this.exportName} died (${signal ?? `exit code ${code}`})`, 'died')))
    this.#workers.add(worker)
    return worker
  }

  #send(worker: Worker, call: Call): void {
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    worker.idleTimer = null
    worker.busy = call
    worker.residentMb = call.residentMb
    worker.busySince = performance.now()
    const id = (this.#nextId += 1)
    const timeOut = () => void this.#end(worker, new WorkerPoolError(`${this.exportName} took longer than ${this.#timeoutMs} ms in its worker process`, 'timeout'))
    let timer = setTimeout(timeOut, this.#timeoutMs + LOADING_ALLOWANCE_MS)
    const watch = setInterval(() => {
      if (residentMemoryMb(worker.process.pid) > call.residentMb) {
        void this.#end(worker, new WorkerPoolError(`${this.exportName} used more than ${call.residentMb} MB of memory in its worker process`, 'memory'))
      }
    }, RESIDENT_CHECK_MS)
    watch.unref()
    const onReply = (reply: Reply) => {
      if (reply.id !== id) return
      clearTimeout(timer)
      if ('started' in reply) {
        timer = setTimeout(timeOut, this.#timeoutMs)
        return
      }
      clearInterval(watch)
      worker.process.off('message', onReply)
      worker.busy = null
      if (reply.ok) call.resolve(reply.result)
      else call.reject(new Error(reply.error))
      // A process that ran a call above the pool's ceiling gives its memory back by ending now; a
      // process kept warm is replaced by a fresh one (#end tops the pool up).
      if (call.residentMb > this.#residentMb) {
        void this.#end(worker)
        return
      }
      worker.idleTimer = setTimeout(() => void this.#end(worker), this.#idleMs)
      worker.idleTimer.unref()
      this.#dispatch()
    }
    worker.process.on('message', onReply)
    // A process that ends mid-call clears the timers through #end's rejection.
    const reject = call.reject
    call.reject = (error) => {
      clearTimeout(timer)
      clearInterval(watch)
      reject(error)
    }
    try {
      worker.process.send({ id, input: call.input })
    } catch (error) {
      void this.#end(
        worker,
        new WorkerPoolError(`The process running ${this.exportName} could not take the call: ${error instanceof Error ? error.message : String(error)}`, 'died'),
      )
    }
  }

  async #end(worker: Worker, error?: Error): Promise<void> {
    if (!this.#workers.delete(worker)) return
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    const call = worker.busy
    worker.busy = null
    if (call) call.reject(error ?? new WorkerPoolError(`The process running ${this.exportName} ended`, 'died'))
    const child = worker.process
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      // A call in flight may be stuck in a loop or a native call: only SIGKILL is sure to end it.
      child.kill(call ? 'SIGKILL' : 'SIGTERM')
      await exited
    }
    // Replaced when it ended idle or with a call; one that died on its own, with nothing to do, is
    // not (it would die again at start), and the next call starts one.
    if (call || !error) this.#topUp()
    this.#dispatch()
  }
}

/** A process's resident memory in MB from /proc (Linux); 0 elsewhere, where it is not checked. */
function residentMemoryMb(pid: number | undefined): number {
  if (pid === undefined || process.platform !== 'linux') return 0
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb === undefined ? 0 : Number(kb) / 1024
  } catch {
    return 0
  }
}
