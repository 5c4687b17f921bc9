/**
 * A ZIP archive's index, read from its central directory (the index at the end of the file)
 * without decompressing anything: the files' names, where each one's data lies and the sizes it
 * declares, so a reader can refuse an archive before it inflates a byte. Null when `bytes` is not
 * a well-formed ZIP: no end-of-central-directory record, an index that points outside the bytes,
 * or a ZIP64 archive (an index past 65,535 entries or 4 GB, which no resume needs).
 */

const LOCAL_FILE_HEADER = 0x04034b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const END_RECORD_SIZE = 22
const ENTRY_HEADER_SIZE = 46
const LOCAL_HEADER_SIZE = 30
/** The end record ends with a comment of at most this many bytes. */
const LONGEST_COMMENT = 0xffff
/** A count or offset of all ones says the real one is in a ZIP64 record. */
const ZIP64_COUNT = 0xffff
const ZIP64_SIZE = 0xffffffff

export interface ZipEntry {
  name: string
  /** 0 stored, 8 deflated; anything else is a method no document uses. */
  method: number
  compressedSize: number
  /** The size the index declares once inflated: a hostile archive may lie, so readers cap as they go. */
  size: number
  localHeaderOffset: number
}

export interface ZipIndex {
  /** The entries read, in the index's order: the first `limit` when the archive holds more. */
  entries: ZipEntry[]
  /** How many entries the archive declares. */
  total: number
}

function isZip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === LOCAL_FILE_HEADER
}

/** The archive's index, reading at most `limit` entries of it (the count is known without reading them). */
export function readZipIndex(bytes: Uint8Array, limit = ZIP64_COUNT): ZipIndex | null {
  if (!isZip(bytes)) return null
  const data = view(bytes)
  const end = findEndRecord(data)
  if (end === null) return null
  const total = data.getUint16(end + 10, true)
  let offset = data.getUint32(end + 16, true)
  if (total === ZIP64_COUNT || offset === ZIP64_SIZE) return null
  const decoder = new TextDecoder()
  const entries: ZipEntry[] = []
  for (let index = 0; index < Math.min(total, limit); index += 1) {
    if (offset + ENTRY_HEADER_SIZE > end || data.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null
    const nameLength = data.getUint16(offset + 28, true)
    const extraLength = data.getUint16(offset + 30, true)
    const commentLength = data.getUint16(offset + 32, true)
    const nameStart = offset + ENTRY_HEADER_SIZE
    if (nameStart + nameLength > end) return null
    const entry = {
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: data.getUint16(offset + 10, true),
      compressedSize: data.getUint32(offset + 20, true),
      size: data.getUint32(offset + 24, true),
      localHeaderOffset: data.getUint32(offset + 42, true),
    }
    if (entry.compressedSize === ZIP64_SIZE || entry.size === ZIP64_SIZE || entry.localHeaderOffset === ZIP64_SIZE) return null
    entries.push(entry)
    offset = nameStart + nameLength + extraLength + commentLength
  }
  return { entries, total }
}

export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return readZipIndex(bytes)?.entries.map((entry) => entry.name) ?? null
}

/** An entry's stored bytes (compressed as its method says), located through its local header; null outside the archive. */
export function zipEntryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const data = view(bytes)
  const header = entry.localHeaderOffset
  if (header + LOCAL_HEADER_SIZE > bytes.byteLength || data.getUint32(header, true) !== LOCAL_FILE_HEADER) return null
  const start = header + LOCAL_HEADER_SIZE + data.getUint16(header + 26, true) + data.getUint16(header + 28, true)
  const stop = start + entry.compressedSize
  return stop > bytes.byteLength ? null : bytes.subarray(start, stop)
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Where the end-of-central-directory record starts: it is last, before its comment. */
function findEndRecord(data: DataView): number | null {
  const last = data.byteLength - END_RECORD_SIZE
  for (let at = last; at >= Math.max(0, last - LONGEST_COMMENT); at -= 1) {
    if (data.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY && at + END_RECORD_SIZE + data.getUint16(at + 20, true) === data.byteLength) return at
  }
  return null
}
