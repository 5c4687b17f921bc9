import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LogoImage } from './logo-image'

/** Where uploads are served from, below the API base (contract section 1). */
export const UPLOADS_URL_PATH = '/backend/api/uploads/'

/** Random names only: nothing of the uploader's file name reaches the disk or the URL. */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp|svg)$/

/**
 * Logo files under DATA_DIR/uploads/. A file is written under a temporary name and renamed, so
 * a reader never sees half of one.
 */
export class LogoStore {
  constructor(private readonly directory: string) {}

  /** Stores the image under a new random name and returns its public URL path. */
  async save(image: LogoImage): Promise<string> {
    await mkdir(this.directory, { recursive: true })
    const name = `${randomBytes(24).toString('base64url')}.${image.extension}`
    const partial = path.join(this.directory, `.${name}.partial`)
    await writeFile(partial, image.bytes)
    await rename(partial, path.join(this.directory, name))
    return `${UPLOADS_URL_PATH}${name}`
  }

  /** The file behind a name from a URL, or null when there is none. */
  async read(name: string): Promise<Buffer | null> {
    if (!UPLOAD_NAME.test(name)) return null
    return readFile(path.join(this.directory, name)).catch(() => null)
  }

  /** Removes a file this store saved, given its URL; other URLs are left alone. */
  async remove(url: string | null): Promise<void> {
    const name = url?.startsWith(UPLOADS_URL_PATH) ? url.slice(UPLOADS_URL_PATH.length) : null
    if (name && UPLOAD_NAME.test(name)) await rm(path.join(this.directory, name), { force: true })
  }
}
