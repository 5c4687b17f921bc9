import type { Context } from 'hono'
import type { AppEnv } from '../../../http/context'

/** A letter's PDF as a download: its name plain in `filename` (other characters as `_`) and whole in RFC 5987's `filename*`. */
export function letterDownload<E extends AppEnv>(c: Context<E>, letter: { bytes: Uint8Array; fileName: string }): Response {
  const plain = letter.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  c.header('Content-Type', 'application/pdf')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Disposition', `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(letter.fileName)}`)
  return c.body(new Uint8Array(letter.bytes))
}
