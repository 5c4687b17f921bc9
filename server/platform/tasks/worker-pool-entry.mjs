// The body of a thread of a WorkerPool (worker-pool.ts): plain JavaScript, so Node starts it as
// it is. It loads the TypeScript module it names once, through tsx, then runs one call at a time.
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { module, exportName } = workerData
const loading = tsImport(module, import.meta.url).then((loaded) => {
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
