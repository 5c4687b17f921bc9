import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { distIsStale, serverIsStale } from './build-check'

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

async function touch(file: string, secondsAgo: number) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, 'x')
  const time = new Date(Date.now() - secondsAgo * 1000)
  await utimes(file, time, time)
}

describe('distIsStale', () => {
  it('is stale when dist/ is missing or older than a source, fresh otherwise', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'staffdesk-build-'))
    await touch(path.join(root, 'src/main.tsx'), 100)
    expect(await distIsStale(root)).toBe(true)

    await touch(path.join(root, 'dist/index.html'), 50)
    expect(await distIsStale(root)).toBe(false)

    await touch(path.join(root, 'src/routeTree.gen.ts'), 10)
    expect(await distIsStale(root)).toBe(false)

    await touch(path.join(root, 'src/features/jobs/JobList.tsx'), 10)
    expect(await distIsStale(root)).toBe(true)
  })

  it('never rebuilds a deployed dist/ without sources', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'staffdesk-build-'))
    await touch(path.join(root, 'dist/index.html'), 50)
    expect(await distIsStale(root)).toBe(false)
  })
})

describe('serverIsStale', () => {
  it('is stale when dist-server/ is missing or older than the server or common/, fresh otherwise', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'staffdesk-build-'))
    await touch(path.join(root, 'server/main.ts'), 100)
    expect(await serverIsStale(root)).toBe(true)

    await touch(path.join(root, 'dist-server/main.js'), 50)
    expect(await serverIsStale(root)).toBe(false)

    await touch(path.join(root, 'common/jobs.ts'), 10)
    expect(await serverIsStale(root)).toBe(true)
  })

  it('never rebuilds a deployed dist-server/ without sources', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'staffdesk-build-'))
    await touch(path.join(root, 'dist-server/main.js'), 50)
    expect(await serverIsStale(root)).toBe(false)
  })
})
