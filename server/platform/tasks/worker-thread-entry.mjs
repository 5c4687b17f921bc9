// The body of a thread started by runInWorkerThread() (worker-thread.ts): plain JavaScript, so
// Node starts it as it is, loading the module it names (a TypeScript source through tsx, the
// compiled server's JavaScript as it is).
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { module, exportName, input } = workerData
try {
  const loaded = module.endsWith('.ts') ? await tsImport(module, import.meta.url) : await import(module)
  const run = loaded[exportName]
  if (typeof run !== 'function') throw new Error(`${module} exports no function ${exportName}`)
  parentPort.postMessage({ ok: true, result: await run(input) })
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
}
