import { createHash, randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { storedFiles } from '../../db/schema/files'

/** What a file is for: only logos are served publicly; `offer_letter` is a signed offer's PDF. */
export type FilePurpose = 'logo' | 'resume' | 'offer_letter'

export interface NewFile {
  purpose: FilePurpose
  bytes: Uint8Array
  /** The type read from the bytes by the caller, never the uploader's declared one. */
  contentType: string
  /** The type's extension, without the dot: it ends the key. */
  extension: string
  originalName?: string | null
}

export interface SavedFile {
  id: number
  key: string
  purpose: FilePurpose
  contentType: string
  size: number
  sha256: string
}

export interface FileContent {
  bytes: Uint8Array
  contentType: string
  purpose: FilePurpose
  size: number
  companyId: number
}

/** A new unguessable file name: nothing of the uploader's name reaches the key or the URL. */
export function newFileKey(extension: string): string {
  return `${randomBytes(24).toString('base64url')}.${extension}`
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * Uploaded files, in the database (contract section 8) so every API process serves every file.
 * Give it a transaction to save or remove a file together with the row that points at it.
 */
export class FileStore {
  constructor(private readonly db: Database) {}

  async save(companyId: number, file: NewFile, key = newFileKey(file.extension)): Promise<SavedFile> {
    const saved = { key, purpose: file.purpose, contentType: file.contentType, size: file.bytes.byteLength, sha256: sha256Hex(file.bytes) }
    const [row] = await this.db
      .insert(storedFiles)
      .values({ ...saved, companyId, originalName: file.originalName ?? null, bytes: file.bytes })
      .returning({ id: storedFiles.id })
    return { id: row!.id, ...saved }
  }

  /** The file under a key, or null; with `purpose`, only a file kept for that purpose. */
  async read(key: string, purpose?: FilePurpose): Promise<FileContent | null> {
    const [file] = await this.db
      .select({
        bytes: storedFiles.bytes,
        contentType: storedFiles.contentType,
        purpose: storedFiles.purpose,
        size: storedFiles.size,
        companyId: storedFiles.companyId,
      })
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), purpose ? eq(storedFiles.purpose, purpose) : undefined))
    return file ? { ...file, purpose: file.purpose as FilePurpose } : null
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key))
  }

  /** Removes many files in one statement (an anonymising batch's resumes). */
  async removeMany(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]))
  }
}
