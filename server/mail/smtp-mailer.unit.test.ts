import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SmtpMailer } from './smtp-mailer'

/** Just enough of an SMTP server to receive one plain-text message. */
function smtpSink(): Promise<{ server: Server; port: number; messages: { from: string; to: string[]; data: string }[] }> {
  const messages: { from: string; to: string[]; data: string }[] = []
  const server = createServer((socket: Socket) => {
    let from = ''
    let to: string[] = []
    let data: string | null = null
    let buffer = ''
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let newline: number
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        if (data !== null) {
          if (line === '.') {
            messages.push({ from, to, data })
            data = null
            socket.write('250 queued\r\n')
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'MAIL') from = line
        if (command === 'RCPT') to.push(line)
        if (command === 'RSET') to = []
        if (command === 'DATA') data = ''
        const replies: Record<string, string> = { EHLO: '250 sink', HELO: '250 sink', DATA: '354 go ahead', QUIT: '221 bye' }
        if (command === 'QUIT') socket.end(`${replies.QUIT}\r\n`)
        else socket.write(`${replies[command] ?? '250 ok'}\r\n`)
      }
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })))
}

let sink: Awaited<ReturnType<typeof smtpSink>> | undefined
afterEach(() => new Promise<void>((resolve) => (sink ? sink.server.close(() => resolve()) : resolve())))

describe('SmtpMailer', () => {
  it('delivers the mail to the server named by SMTP_URL', async () => {
    sink = await smtpSink()
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, 'Staffdesk <no-reply@staffdesk.test>')
    const link = 'http://localhost:3000/set-new-password/?token=abc'
    await mailer.send({ to: 'dana@acme.test', subject: 'Reset your Staffdesk password', text: `Choose a new one here:\n\n${link}\n`, link })
    await mailer.close()

    expect(sink.messages).toHaveLength(1)
    const [message] = sink.messages
    expect(message?.from).toContain('<no-reply@staffdesk.test>')
    expect(message?.to).toEqual(['RCPT TO:<dana@acme.test>'])
    expect(message?.data).toContain('Subject: Reset your Staffdesk password')
    expect(message?.data).toContain(link)
  })

  it('passes the HTML part, the reply address and the company’s From name through', async () => {
    sink = await smtpSink()
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, 'Staffdesk <no-reply@staffdesk.test>')
    await mailer.send({ to: 'ana@mail.test', subject: 'Hello', text: 'Hi Ana', html: '<p>Hi Ana</p>', replyTo: 'sam@acme.test', fromName: 'Acme via Staffdesk' })
    await mailer.close()

    const data = sink.messages[0]?.data ?? ''
    expect(sink.messages[0]?.from).toContain('<no-reply@staffdesk.test>')
    expect(data).toContain('From: Acme via Staffdesk <no-reply@staffdesk.test>')
    expect(data).toContain('Reply-To: sam@acme.test')
    expect(data).toContain('Content-Type: multipart/alternative')
    expect(data).toContain('<p>Hi Ana</p>')
  })

  it('sends attachments as files of the message', async () => {
    sink = await smtpSink()
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, 'Staffdesk <no-reply@staffdesk.test>')
    const pdf = new TextEncoder().encode('%PDF-1.7 signed letter')
    await mailer.send({ to: 'ana@mail.test', subject: 'Signed', text: 'Your letter', attachments: [{ filename: 'Offer - Ana.pdf', contentType: 'application/pdf', content: pdf }] })
    await mailer.close()

    const data = sink.messages[0]?.data ?? ''
    expect(data).toContain('Content-Type: multipart/mixed')
    expect(data).toMatch(/Content-Disposition: attachment;\s+filename="Offer - Ana.pdf"/)
    expect(data).toContain(Buffer.from(pdf).toString('base64'))
  })
})
