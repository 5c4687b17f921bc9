import { InvalidSvgError, sanitizeSvg } from './svg-sanitizer'

/** Contract section 5: at most 2 MB. */
export { LOGO_MAX_BYTES } from '@common/company-logo'

export interface LogoImage {
  extension: 'png' | 'jpg' | 'webp' | 'svg'
  contentType: string
  bytes: Uint8Array
}

const CONTENT_TYPES: Record<LogoImage['extension'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const RIFF = [0x52, 0x49, 0x46, 0x46]
const WEBP = [0x57, 0x45, 0x42, 0x50]

function rasterExtension(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, JPEG)) return 'jpg'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp'
  return null
}

/** SVG is text: it must decode as UTF-8 and parse as an XML document whose root is `<svg>`. */
function svgText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * Identifies a logo from its bytes alone (the file name and declared type are ignored) and
 * returns what may be stored: raster images as they are, SVG rewritten by the sanitiser.
 * Returns null for anything that is not PNG, JPEG, WebP or a well-formed SVG.
 */
export function readLogoImage(bytes: Uint8Array): LogoImage | null {
  const raster = rasterExtension(bytes)
  if (raster) return { extension: raster, contentType: CONTENT_TYPES[raster], bytes }

  const text = svgText(bytes)
  if (text === null) return null
  try {
    const sanitized = sanitizeSvg(text)
    return { extension: 'svg', contentType: CONTENT_TYPES.svg, bytes: new TextEncoder().encode(sanitized) }
  } catch (error) {
    if (error instanceof InvalidSvgError) return null
    throw error
  }
}
