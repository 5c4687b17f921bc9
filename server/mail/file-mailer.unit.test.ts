import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { FileMailer } from './file-mailer'

let directory: string | undefined
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true })
})

describe('FileMailer', () => {
  it('writes each mail as an .eml file under the mail folder and logs its link', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'staffdesk-mail-'))
    const lines: string[] = []
    const mailer = new FileMailer(
      path.join(directory, 'mail'),
      'Staffdesk <no-reply@staffdesk.test>',
      createLogger('info', (line) => lines.push(line)),
    )
    const link = 'http://localhost:3000/set-new-password/?token=abc_DEF-123'
    await mailer.send({ to: 'dana@acme.test', subject: 'Réinitialiser', text: `Hello,\n\n${link}\n`, link })

    const files = await readdir(path.join(directory, 'mail'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = await readFile(path.join(directory, 'mail', files[0] ?? ''), 'utf8')
    expect(eml).toContain('To: dana@acme.test\r\n')
    expect(eml).toContain('Subject: =?UTF-8?B?')
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8')
    expect(eml).toContain(`\r\n\r\nHello,\r\n\r\n${link}\r\n`)

    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ msg: 'mail written', to: 'dana@acme.test', link, file: expect.stringMatching(/\.eml$/) })])
  })

  it('writes a mail with HTML as multipart/alternative, from the company’s name at the configured address, replies to the sender', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'staffdesk-mail-'))
    const mailer = new FileMailer(path.join(directory, 'mail'), 'Staffdesk <no-reply@staffdesk.test>', createLogger('silent'))
    await mailer.send({ to: 'ana@mail.test', subject: 'Hello', text: 'Hi Ana', html: '<p>Hi Ana</p>', replyTo: 'sam@acme.test', fromName: 'Café "Acme" via Staffdesk' })
    const [file] = await readdir(path.join(directory, 'mail'))
    const eml = await readFile(path.join(directory, 'mail', file ?? ''), 'utf8')
    expect(eml).toContain(`From: =?UTF-8?B?${Buffer.from('Café "Acme" via Staffdesk').toString('base64')}?= <no-reply@staffdesk.test>\r\n`)
    expect(eml).toContain('Reply-To: sam@acme.test\r\n')
    const boundary = /boundary="([^"]+)"/.exec(eml)?.[1]
    expect(boundary).toBeDefined()
    expect(eml).toContain(`--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nHi Ana\r\n`)
    expect(eml).toContain(`--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n<p>Hi Ana</p>\r\n--${boundary}--\r\n`)
  })

  it('writes attachments as base64 parts after the text, their non-ASCII names in RFC 2231 form', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'staffdesk-mail-'))
    const mailer = new FileMailer(path.join(directory, 'mail'), 'Staffdesk <no-reply@staffdesk.test>', createLogger('silent'))
    const pdf = new TextEncoder().encode('%PDF-1.7 '.repeat(20))
    await mailer.send({
      to: 'ana@mail.test',
      subject: 'Signed',
      text: 'Your letter',
      attachments: [{ filename: 'Offer - Анна.pdf', contentType: 'application/pdf', content: pdf }],
    })
    const [file] = await readdir(path.join(directory, 'mail'))
    const eml = await readFile(path.join(directory, 'mail', file ?? ''), 'utf8')
    const mixed = /multipart\/mixed; boundary="([^"]+)"/.exec(eml)?.[1]
    expect(mixed).toBeDefined()
    expect(eml).toContain('Your letter')
    expect(eml).toContain(`Content-Disposition: attachment; filename="Offer - ____.pdf"; filename*=UTF-8''${encodeURIComponent('Offer - Анна.pdf')}`)
    const body = eml.split('Content-Transfer-Encoding: base64\r\n\r\n')[1]?.split(`\r\n--${mixed}--`)[0] ?? ''
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64')).toEqual(Buffer.from(pdf))
  })
})
