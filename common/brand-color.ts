/**
 * A company's brand colour as the careers pages use it: as the fill of its buttons and header,
 * with text in whichever of white or near-black reads best on it (one of them always reaches
 * WCAG's 4.5:1), and as a text colour on the page only after it is darkened (light scheme) or
 * lightened (dark scheme) until it reaches 4.5:1 on the page's background.
 */

type Rgb = [number, number, number]

const DEFAULT_BRAND = '#364fc7'
const WHITE: Rgb = [255, 255, 255]
const INK: Rgb = [17, 24, 39]
/**
 * The backgrounds text sits on, the least favourable of each scheme: the light page's greyest
 * tint (theme.css's --sd-page-bg) and the dark scheme's lightest card.
 */
const LIGHT_PAGE: Rgb = [238, 241, 246]
const DARK_PAGE: Rgb = [46, 46, 46]
const READABLE = 4.5

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const value = Number.parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: string, b: string): number {
  const first = parseHex(a)
  const second = parseHex(b)
  if (!first || !second) return 1
  return ratio(first, second)
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const mix = ([r, g, b]: Rgb, [toR, toG, toB]: Rgb, amount: number): Rgb => [r + (toR - r) * amount, g + (toG - g) * amount, b + (toB - b) * amount]

/** `color` moved towards `target` in small steps until it reads on `background`. */
function readableOn(color: Rgb, background: Rgb, target: Rgb): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20)
    if (ratio(candidate, background) >= READABLE) return candidate
  }
  return target
}

export interface BrandColors {
  /** The brand colour itself (the default when the company's is not a `#rrggbb`). */
  fill: string
  /** The fill a shade darker or lighter, for hover. */
  hover: string
  /** Text on the fill. */
  onFill: string
  /** The brand colour as text on the light page. */
  textLight: string
  /** The brand colour as text on the dark page. */
  textDark: string
}

export function brandColors(hex: string | null | undefined): BrandColors {
  const fill = parseHex(hex ?? '') ?? (parseHex(DEFAULT_BRAND) as Rgb)
  const onFill = ratio(WHITE, fill) >= ratio(INK, fill) ? WHITE : INK
  return {
    fill: toHex(fill),
    hover: toHex(mix(fill, onFill === WHITE ? INK : WHITE, 0.15)),
    onFill: toHex(onFill),
    textLight: toHex(readableOn(fill, LIGHT_PAGE, INK)),
    textDark: toHex(readableOn(fill, DARK_PAGE, WHITE)),
  }
}
