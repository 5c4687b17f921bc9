import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, like, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { isUniqueViolation } from '../../lib/errors'
import type { Logger } from '../../logger'
import { FileStore } from '../../platform/files/file-store'
import { readLogoImage } from './logo-image'
import { logoKeyOf, UPLOADS_URL_PATH } from './logo-url'

/** The names the disk store gave its files: nothing else is read from the folder. */
const DISK_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg|webp|svg)$/

/**
 * Logos used to live in DATA_DIR/uploads/; this copies each one a company still shows into the
 * file store under the same key, so its URL keeps working. Runs at every start and copies only
 * what is not there yet; a file missing from the folder is logged and left.
 */
export async function moveLogosIntoDatabase(db: Database, uploadsDir: string, logger: Logger): Promise<void> {
  const keyOfLogo = sql`substr(${companies.logoUrl}, ${UPLOADS_URL_PATH.length + 1})`
  const waiting = await db
    .select({ companyId: companies.id, logoUrl: companies.logoUrl })
    .from(companies)
    .where(
      and(
        like(companies.logoUrl, `${UPLOADS_URL_PATH}%`),
        notExists(db.select({ key: storedFiles.key }).from(storedFiles).where(sql`${storedFiles.key} = ${keyOfLogo}`)),
      ),
    )
    .orderBy(companies.id)
  const files = new FileStore(db)
  for (const { companyId, logoUrl } of waiting) {
    const key = logoKeyOf(logoUrl)
    if (!key || !DISK_NAME.test(key)) {
      logger.warn('logo not moved: not a name the disk store gave', { company_id: companyId, logo_url: logoUrl })
      continue
    }
    const bytes = await readFile(path.join(uploadsDir, key)).catch(() => null)
    const image = bytes && readLogoImage(new Uint8Array(bytes))
    if (!image) {
      logger.warn(bytes ? 'logo not moved: the file is not a logo image' : 'logo not moved: the file is missing', {
        company_id: companyId,
        file: path.join(uploadsDir, key),
      })
      continue
    }
    try {
      await files.save(companyId, { purpose: 'logo', ...image }, key)
    } catch (error) {
      // Another API process starting at the same time moved it first.
      if (isUniqueViolation(error, 'stored_files_key_unique')) continue
      throw error
    }
    logger.info('logo moved into the database', { company_id: companyId, key, size: image.bytes.byteLength })
  }
}
