import path from 'node:path'
import type { Env } from '../env'
import type { Logger } from '../logger'
import { FileMailer } from './file-mailer'
import type { Mailer } from './mailer'
import { SmtpMailer } from './smtp-mailer'

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, logger: Logger): Mailer {
  return env.SMTP_URL
    ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : new FileMailer(path.join(env.DATA_DIR, 'mail'), env.MAIL_FROM, logger)
}
