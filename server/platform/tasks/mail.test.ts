import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { storedFiles } from '../../db/schema/files'
import { createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { FileStore } from '../files/file-store'
import { mailTask } from './mail'

const server = useTestServer()

describe(`mail through the task queue (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('goes out after a restart when the server stopped before sending it', async () => {
    const { user } = await createAccount(server.db)
    expect((await server.post('forget-password', { email: user.email })).status).toBe(200)

    await server.restart()
    expect(server.mailer.lastTo(user.email)).toBeUndefined()
    await server.settle()
    expect(server.mailer.lastTo(user.email)?.subject).toBe('Reset your Staffdesk password')
  })

  it('reads an attachment’s bytes from the company’s stored files when sending, and never another company’s', async () => {
    const [owner, other] = [await createAccount(server.db), await createAccount(server.db)]
    const pdf = new TextEncoder().encode('%PDF-1.7 signed')
    const { key } = await new FileStore(server.db).save(owner.company.id, { purpose: 'offer_letter', bytes: pdf, contentType: 'application/pdf', extension: 'pdf' })
    const [file] = await server.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.key, key))
    const attachment = { filename: 'Offer - Ana.pdf', contentType: 'application/pdf', file_id: file!.id }
    await server.deps.tasks.enqueue(server.db, mailTask, {
      to: 'ana@mail.test',
      subject: 'Signed',
      text: 'Attached',
      attachments: [{ ...attachment, company_id: owner.company.id }],
    })
    await server.deps.tasks.enqueue(server.db, mailTask, {
      to: 'eve@mail.test',
      subject: 'Stolen',
      text: 'Attached',
      attachments: [{ ...attachment, company_id: other.company.id }],
    })
    await server.settle()

    expect(server.mailer.lastTo('ana@mail.test')?.attachments).toEqual([{ filename: 'Offer - Ana.pdf', contentType: 'application/pdf', content: pdf }])
    expect(server.mailer.lastTo('eve@mail.test')).toBeUndefined()
  })
})
