import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import pdfmake from 'pdfmake'

const require = createRequire(import.meta.url)

/** The family every letter is set in: pdfmake's own Roboto, whose TTFs cover Latin with accents, Cyrillic and Greek (the standard PDF fonts are WinAnsi only). */
export const LETTER_FONT = 'Roboto'

const FACES = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf', italics: 'Roboto-Italic.ttf', bolditalics: 'Roboto-MediumItalic.ttf' }

/** pdfmake's in-memory file system, which its types leave out: fonts are read from it by name, so nothing is read from disk while rendering. */
interface VirtualFiles {
  writeFileSync(name: string, content: Buffer): void
}

let ready = false

/**
 * Loads the fonts once per process. The TTFs come from the installed pdfmake package, found
 * through Node's resolution, so the bundled server (packages left in node_modules) finds them as
 * the sources do. Access to URLs and local files is refused: a letter's content never names a
 * file or an address pdfmake would fetch, and nothing should make it try.
 */
export function loadLetterFonts(): void {
  if (ready) return
  const directory = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto')
  const files = (pdfmake as unknown as { virtualfs: VirtualFiles }).virtualfs
  for (const file of Object.values(FACES)) files.writeFileSync(file, readFileSync(path.join(directory, file)))
  pdfmake.setFonts({ [LETTER_FONT]: FACES })
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy(() => false)
  ready = true
}
