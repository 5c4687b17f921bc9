import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { FileStore } from '../files/file-store'
import { tasks } from '../../db/schema/tasks'
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
    const file = await new FileStore(server.db).save(owner.company.id, { purpose: 'offer_letter', bytes: pdf, contentType: 'application/pdf', extension: 'pdf' })
    const attachment = { filename: 'Offer - Ana.pdf', contentType: 'application/pdf', file_id: file.id }
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

  it('fails a mail whose attached file was deleted for good at once, naming the file, rather than through its 7 tries', async () => {
    const owner = await createAccount(server.db)
    const pdf = new TextEncoder().encode('%PDF-1.7 signed')
    const file = await new FileStore(server.db).save(owner.company.id, { purpose: 'offer_letter', bytes: pdf, contentType: 'application/pdf', extension: 'pdf' })
    await server.deps.tasks.enqueue(server.db, mailTask, {
      to: 'gone@mail.test',
      subject: 'Your signed offer',
      text: 'Attached',
      attachments: [{ filename: 'Offer - Ana.pdf', contentType: 'application/pdf', file_id: file.id, company_id: owner.company.id }],
    })
    await new FileStore(server.db).remove(file.key)

    await server.settle()
    const failed = (await server.db.select().from(tasks).where(eq(tasks.kind, mailTask.name))).filter((task) => (task.payload as { to: string }).to === 'gone@mail.test')
    expect(failed).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'MissingAttachmentError: The attachment Offer - Ana.pdf is no longer stored' }])
    server.clock.advance(24 * 60 * 60_000)
    await server.settle()
    expect(server.mailer.lastTo('gone@mail.test')).toBeUndefined()
  })
})
