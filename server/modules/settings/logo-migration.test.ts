import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../../db/schema/files'
import { createLogger } from '../../logger'
import { createCompany } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { FileStore, newFileKey } from '../../platform/files/file-store'
import { moveLogosIntoDatabase } from './logo-migration'
import { logoUrl } from './logo-url'

const server = useTestServer()

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123"></rect></svg>'

let uploadsDir: string
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'staffdesk-uploads-'))
})
afterAll(() => rm(uploadsDir, { recursive: true, force: true }))

/** Runs the move and answers what it logged, as `[level, message]`. */
async function move(): Promise<[string, string][]> {
  const lines: string[] = []
  await moveLogosIntoDatabase(server.db, uploadsDir, createLogger('info', (line) => lines.push(line)))
  return lines.map((line) => JSON.parse(line) as { level: string; msg: string }).map(({ level, msg }) => [level, msg])
}

async function companyWithDiskLogo(extension: string, bytes: Uint8Array | string) {
  const key = newFileKey(extension)
  await writeFile(path.join(uploadsDir, key), bytes)
  return { key, company: await createCompany(server.db, { logoUrl: logoUrl(key) }) }
}

describe('moving logos from DATA_DIR/uploads into the database', () => {
  it('moves each logo a company shows under its key, once, and leaves missing files', async () => {
    const png = await companyWithDiskLogo('png', PNG)
    const svg = await companyWithDiskLogo('svg', SVG)
    const missing = await createCompany(server.db, { logoUrl: logoUrl(newFileKey('png')) })
    await createCompany(server.db, { logoUrl: 'https://cdn.example/logo.png' })
    await createCompany(server.db)
    const alreadyMoved = await companyWithDiskLogo('png', PNG)
    await new FileStore(server.db).save(alreadyMoved.company.id, { purpose: 'logo', bytes: PNG, contentType: 'image/png', extension: 'png' }, alreadyMoved.key)

    expect(await move()).toEqual([
      ['info', 'logo moved into the database'],
      ['info', 'logo moved into the database'],
      ['warn', 'logo not moved: the file is missing'],
    ])

    const servedPng = await server.fetch(logoUrl(png.key))
    expect(servedPng.status).toBe(200)
    expect(servedPng.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await servedPng.arrayBuffer())).toEqual(PNG)
    const servedSvg = await server.fetch(logoUrl(svg.key))
    expect(servedSvg.headers.get('content-type')).toBe('image/svg+xml')
    expect(servedSvg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(await servedSvg.text()).toBe(SVG)
    const [moved] = await server.db.select().from(storedFiles).where(eq(storedFiles.key, png.key))
    expect(moved).toMatchObject({ companyId: png.company.id, purpose: 'logo', size: PNG.byteLength })
    expect((await server.fetch(logoUrl(missing.logoUrl!.split('/').pop()!))).status).toBe(404)

    expect(await move()).toEqual([['warn', 'logo not moved: the file is missing']])
  })

  it('leaves a file that is not a logo image', async () => {
    const html = await companyWithDiskLogo('png', '<html><script>alert(1)</script></html>')
    expect(await move()).toContainEqual(['warn', 'logo not moved: the file is not a logo image'])
    expect((await server.fetch(logoUrl(html.key))).status).toBe(404)
  })
})
