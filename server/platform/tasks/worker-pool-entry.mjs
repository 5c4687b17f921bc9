// The body of a process of a WorkerPool (worker-pool.ts): plain JavaScript, so Node starts it as
// it is. It loads the module it names once (TypeScript through tsx, or compiled JavaScript), runs
// its warm-up export when one is named, then runs one call at a time, each message from the server
// answered by a `started` and an outcome.
import { readdirSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import process from 'node:process'
import { tsImport } from 'tsx/esm/api'

const [module, exportName, priorityName, warmUpName] = process.argv.slice(2)

// Background work drops to the lowest priority so the server's event loop (requests, and the
// embedded database that runs on it) gets a core first whenever both want one. Work a person waits
// for (a download) keeps the server's priority: in a process of its own it never holds the event
// loop, and lowered, any other work on the machine starved it. Linux keeps a nice value per
// thread, and Node started its helper threads (the garbage collector's, the file system's) before
// this line: each is lowered, and threads started later take the value of the one that starts them.
if (priorityName !== 'interactive') {
  try {
    if (process.platform === 'linux') {
      for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), constants.priority.PRIORITY_LOW)
    } else {
      setPriority(constants.priority.PRIORITY_LOW)
    }
  } catch {
    // Not allowed here (a container's policy): the process runs at normal priority.
  }
}

// The server is gone (it died, or ended without ending this process): so is its work.
process.on('disconnect', () => process.exit(0))

// tsImport registers its loader only for what it loads: the compiled server's JavaScript loads as it is.
const loading = (module.endsWith('.ts') ? tsImport(module, import.meta.url) : import(module)).then(async (loaded) => {
  const run = loaded[exportName]
  if (typeof run !== 'function') throw new Error(`${module} exports no function ${exportName}`)
  // A warm-up that fails leaves its work to the first call, which meets the same error if it matters.
  if (warmUpName && typeof loaded[warmUpName] === 'function') await Promise.resolve(loaded[warmUpName]()).catch(() => {})
  return run
})
// A module that fails to load fails each call with its error, not the process.
loading.catch(() => {})

process.on('message', async ({ id, input }) => {
  try {
    const run = await loading
    process.send({ id, started: true })
    process.send({ id, ok: true, result: await run(input) })
  } catch (error) {
    process.send({ id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
  }
})
