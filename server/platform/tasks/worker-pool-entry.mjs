// The body of a thread of a WorkerPool (worker-pool.ts): plain JavaScript, so Node starts it as
// it is. It loads the module it names once (a TypeScript source through tsx, the compiled server's
// JavaScript as it is), then runs one call at a time.
import { constants, setPriority } from 'node:os'
import process from 'node:process'
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

// A pool's work is background work: on Linux each thread has its own nice value, so this thread
// alone drops to the lowest priority and the event loop (requests, and the embedded database that
// runs on it) gets a core first whenever both want one. Elsewhere the call would lower the whole
// process, so it is made on Linux only.
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_LOW)
  } catch {
    // Not allowed here (a container's policy): the thread runs at normal priority.
  }
}

const { module, exportName } = workerData
// tsImport registers its loader only for what it loads: the compiled server's JavaScript loads as it is.
const loading = (module.endsWith('.ts') ? tsImport(module, import.meta.url) : import(module)).then((loaded) => {
  const run = loaded[exportName]
  if (typeof run !== 'function') throw new Error(`${module} exports no function ${exportName}`)
  return run
})

parentPort.on('message', async ({ id, input }) => {
  try {
    const run = await loading
    parentPort.postMessage({ id, started: true })
    parentPort.postMessage({ id, ok: true, result: await run(input) })
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
  }
})
