/**
 * Precompresses the built app (last step of `npm run build`): next to each text file in dist/
 * a Brotli `.br` and a gzip `.gz`, made once at maximum compression, so the server picks one
 * per request by Accept-Encoding and never compresses on the fly.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml'])
/** Below this, the encoding headers cost more than they save. */
const MIN_BYTES = 256

async function compressFile(file: string): Promise<{ original: number; br?: number; gz?: number }> {
  const content = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const result: { original: number; br?: number; gz?: number } = { original: content.length }
  // A variant that is not smaller is left out; the server then sends the file as it is.
  if (br.length < content.length) {
    await writeFile(`${file}.br`, br)
    result.br = br.length
  }
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz)
    result.gz = gz.length
  }
  return result
}

export async function compressDirectory(directory: string): Promise<{ files: number; original: number; br: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
  // Variants left from an earlier run would no longer match their files.
  await Promise.all(files.filter((file) => /\.(br|gz)$/.test(file)).map((file) => rm(file)))
  const targets: string[] = []
  for (const file of files) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue
    if ((await stat(file)).size >= MIN_BYTES) targets.push(file)
  }
  const results = await Promise.all(targets.map(compressFile))
  return {
    files: results.length,
    original: results.reduce((sum, result) => sum + result.original, 0),
    br: results.reduce((sum, result) => sum + (result.br ?? result.original), 0),
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url))
  const { files, original, br } = await compressDirectory(dist)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(`compress-dist: ${files} files, ${kb(original)} → ${kb(br)} with brotli (plus gzip)`)
}
