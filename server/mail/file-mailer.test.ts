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
    const mailer = new FileMailer(path.join(directory, 'mail'), 'Staffdesk <no-reply@staffdesk.test>', createLogger('info', (line) => lines.push(line)))
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

    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ msg: 'mail written', to: 'dana@acme.test', link, file: expect.stringMatching(/\.eml$/) }),
    ])
  })
})
