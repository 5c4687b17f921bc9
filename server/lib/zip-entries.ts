/**
 * The names of the files in a ZIP archive, read from its central directory (the index at the
 * end of the file), without decompressing anything. Null when `bytes` is not a well-formed ZIP:
 * no end-of-central-directory record, or an index that points outside the bytes.
 */

const LOCAL_FILE_HEADER = 0x04034b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const END_RECORD_SIZE = 22
const ENTRY_HEADER_SIZE = 46
/** The end record ends with a comment of at most this many bytes. */
const LONGEST_COMMENT = 0xffff

function isZip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === LOCAL_FILE_HEADER
}

export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!isZip(bytes)) return null
  const data = view(bytes)
  const end = findEndRecord(data)
  if (end === null) return null
  const count = data.getUint16(end + 10, true)
  let offset = data.getUint32(end + 16, true)
  const decoder = new TextDecoder()
  const names: string[] = []
  for (let index = 0; index < count; index += 1) {
    if (offset + ENTRY_HEADER_SIZE > end || data.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null
    const nameLength = data.getUint16(offset + 28, true)
    const extraLength = data.getUint16(offset + 30, true)
    const commentLength = data.getUint16(offset + 32, true)
    const nameStart = offset + ENTRY_HEADER_SIZE
    if (nameStart + nameLength > end) return null
    names.push(decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)))
    offset = nameStart + nameLength + extraLength + commentLength
  }
  return names
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
