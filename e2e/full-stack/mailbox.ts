import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Reads the mails the server wrote to DATA_DIR/mail/ (no SMTP_URL): the newest one sent to
 * `to`, waiting for it since the server sends mail in the background.
 */
export async function newestMailTo(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const directory = path.join(dataDir, 'mail')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const names = await readdir(directory).catch(() => [] as string[])
    // File names start with the ISO time of sending, so the name order is the sending order.
    for (const name of names.filter((entry) => entry.endsWith('.eml')).sort().reverse()) {
      const mail = await readFile(path.join(directory, name), 'utf8')
      const recipient = /^To: (.+)$/m.exec(mail)?.[1]?.trim()
      if (recipient?.toLowerCase() === to.toLowerCase()) return mail
    }
    await sleep(100)
  }
  throw new Error(`No mail to ${to} appeared in ${directory}`)
}

/** The set-password link in a mail. */
export function setPasswordLink(mail: string): URL {
  const link = /https?:\/\/\S+\/set-new-password\/\?token=[\w-]+/.exec(mail)?.[0]
  if (!link) throw new Error(`The mail holds no set-password link:\n${mail}`)
  return new URL(link)
}

/**
 * Every mail sent to `to`, oldest first, once there are at least `count` (waiting for the
 * background sends): for flows that mail one person several times.
 */
export async function mailsTo(dataDir: string, to: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  const directory = path.join(dataDir, 'mail')
  const deadline = Date.now() + timeoutMs
  let found: string[] = []
  while (Date.now() < deadline) {
    const names = await readdir(directory).catch(() => [] as string[])
    found = []
    for (const name of names.filter((entry) => entry.endsWith('.eml')).sort()) {
      const mail = await readFile(path.join(directory, name), 'utf8')
      if (/^To: (.+)$/m.exec(mail)?.[1]?.trim().toLowerCase() === to.toLowerCase()) found.push(mail)
    }
    if (found.length >= count) return found
    await sleep(100)
  }
  throw new Error(`Only ${found.length} of ${count} mails to ${to} appeared in ${directory}`)
}

/** A mail's subject line. */
export const mailSubject = (mail: string) => /^Subject: (.+)$/m.exec(mail)?.[1]?.trim() ?? ''
