import { eq } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { RESUME_LIMITS } from '@common/resumes'
import { beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../../db/schema/files'
import { createCompany } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { FileStore } from './file-store'

const server = useTestServer()

let companyId: number
beforeAll(async () => {
  companyId = (await createCompany(server.db)).id
})

/** Every byte value, zeros and 0xff included, so an escaping or text mix-up would show. */
const EVERY_BYTE = Uint8Array.from({ length: 512 }, (_, index) => (index * 7) % 256)

describe(`the file store (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps the bytes exactly and answers what it stored', async () => {
    const files = new FileStore(server.db)
    const saved = await files.save(companyId, {
      purpose: 'resume',
      bytes: EVERY_BYTE,
      contentType: 'application/pdf',
      extension: 'pdf',
      originalName: 'Dana Scully CV.pdf',
    })

    expect(saved).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^[\w-]{32}\.pdf$/),
      purpose: 'resume',
      contentType: 'application/pdf',
      size: 512,
      sha256: createHash('sha256').update(EVERY_BYTE).digest('hex'),
    })
    const read = await files.read(saved.key)
    expect(read).toMatchObject({ contentType: 'application/pdf', purpose: 'resume', size: 512, companyId })
    expect(new Uint8Array(read!.bytes)).toEqual(EVERY_BYTE)
    // The id is the stored row's, for the rows that point at the file.
    const [row] = await server.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.id, saved.id))
    expect(row?.key).toBe(saved.key)
  })

  it('keeps a file of the largest size a resume may have exactly', async () => {
    const bytes = Uint8Array.from({ length: RESUME_LIMITS.bytes }, (_, index) => (index * 31 + (index >> 8)) % 256)
    const files = new FileStore(server.db)
    const saved = await files.save(companyId, { purpose: 'resume', bytes, contentType: 'application/pdf', extension: 'pdf' })
    const read = await files.read(saved.key)
    expect(read?.size).toBe(RESUME_LIMITS.bytes)
    expect(Buffer.compare(Buffer.from(read!.bytes), Buffer.from(bytes))).toBe(0)
  })

  it('reads by purpose, and a removed file is gone', async () => {
    const files = new FileStore(server.db)
    const { key } = await files.save(companyId, { purpose: 'logo', bytes: EVERY_BYTE, contentType: 'image/png', extension: 'png' })
    expect(await files.read(key, 'resume')).toBeNull()
    expect(await files.read(key, 'logo')).not.toBeNull()

    await files.remove(key)
    expect(await files.read(key)).toBeNull()
  })

  it('gives every file a new key', async () => {
    const files = new FileStore(server.db)
    const file = { purpose: 'logo', bytes: EVERY_BYTE, contentType: 'image/png', extension: 'png' } as const
    const [first, second] = await Promise.all([files.save(companyId, file), files.save(companyId, file)])
    expect(first.key).not.toBe(second.key)
    expect(first.sha256).toBe(second.sha256)
  })
})
