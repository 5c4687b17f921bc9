import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { buildServer } from '../scripts/build-server'
import { PGLITE_EXTENSIONS } from './db/client'
import { adminQuery, databaseUrl, uniqueDatabaseName } from './test/databases'

/**
 * The compiled server (`npm start`'s dist-server/main.js) in a process of its own, stopped with
 * SIGTERM while a request is still arriving: the request is answered, new connections are
 * refused, and the process exits 0. Built into node_modules/.cache so packages resolve as in
 * the project and a running dist-server/ is left alone, with a one-page dist/ beside it.
 */
const BUILD_ROOT = path.resolve(import.meta.dirname, '../node_modules/.cache/staffdesk-shutdown-test')
const postgresUrl = process.env.TEST_DATABASE_URL
const database = postgresUrl ? uniqueDatabaseName('shutdown') : undefined
let dataDir: string
let running: ChildProcess | undefined

beforeAll(async () => {
  await buildServer(path.join(BUILD_ROOT, 'dist-server'))
  await mkdir(path.join(BUILD_ROOT, 'dist'), { recursive: true })
  await writeFile(path.join(BUILD_ROOT, 'dist/index.html'), '<!doctype html><title>Staffdesk</title>')
  dataDir = await mkdtemp(path.join(tmpdir(), 'staffdesk-shutdown-'))
  if (postgresUrl && database) await adminQuery(postgresUrl, `create database ${database}`)
  // The embedded database (DATA_DIR/db) from the run's migrated template, so the server skips initdb.
  else await seedPglite(path.join(dataDir, 'db'))
}, 180_000)

afterAll(async () => {
  if (running?.exitCode === null) {
    running.kill('SIGKILL')
    await once(running, 'exit')
  }
  await rm(dataDir, { recursive: true, force: true })
  if (postgresUrl && database) await adminQuery(postgresUrl, `drop database if exists ${database}`)
})

async function seedPglite(directory: string): Promise<void> {
  const client = new PGlite(directory, { loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]), extensions: PGLITE_EXTENSIONS })
  await client.waitReady
  await client.close()
}

/**
 * A port below the kernel's ephemeral range (32768 and up): once the server has closed it, no
 * other process's port-0 listener can be handed it, and the late connection's own source port can
 * never equal it (a socket connecting to itself is "connected" with no server at all).
 */
function portBelowEphemeralRange(): number {
  return 20_000 + Math.floor(Math.random() * 12_000)
}

/** Starts the server, trying another port when the one drawn is taken; answers the process and its port once it listens. */
async function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(portBelowEphemeralRange())
    } catch (error) {
      if (attempt === 5 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

async function startServerOn(port: number): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [path.join(BUILD_ROOT, 'dist-server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrl && database ? databaseUrl(postgresUrl, database) : '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running = child
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('"msg":"listening"')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)))
  })
  return { child, port, output: () => output }
}

/** The status line of the answer on `socket`, once the server sends it. */
async function statusLine(socket: Socket): Promise<string> {
  let answer = ''
  for await (const chunk of socket) {
    answer += (chunk as Buffer).toString()
    if (answer.includes('\r\n')) return answer.slice(0, answer.indexOf('\r\n'))
  }
  return answer
}

it('answers a request in flight at SIGTERM, takes no new connection, and exits 0', async () => {
  const { child, port, output } = await startServer()
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>

  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password' })
  socket.write(`POST /backend/api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
  socket.write(body.slice(0, 10))
  const answered = statusLine(socket)
  // The server has the request's start; its body is still on the way when SIGTERM arrives.
  await sleep(300)
  child.kill('SIGTERM')
  while (!output().includes('"msg":"shutting down')) await sleep(50)

  const refused = await new Promise<string>((resolve) => {
    const late = connect(port, '127.0.0.1')
    late.once('connect', () => {
      late.destroy()
      resolve('connected')
    })
    late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
  expect(refused).toBe('ECONNREFUSED')

  socket.write(body.slice(10))
  expect(await answered).toBe('HTTP/1.1 401 Unauthorized')
  socket.destroy()

  const [code, signal] = await exited
  expect({ code, signal }).toEqual({ code: 0, signal: null })
  expect(output()).toContain('"msg":"stopped"')
}, 300_000)
