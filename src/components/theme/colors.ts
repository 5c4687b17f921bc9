import type { MantineColorsTuple } from '@mantine/core'
import type { ThemeFields } from '@/stores/theme'

export type Rgb = readonly [number, number, number]

export interface NamedColor {
  name: string
  rgb: Rgb
}

/** Spec section 9. */
export const PRIMARY_PRESETS: readonly NamedColor[] = [
  { name: 'Navy', rgb: [58, 88, 146] },
  { name: 'Lagoon', rgb: [92, 144, 163] },
  { name: 'Violet', rgb: [161, 90, 223] },
  { name: 'Green', rgb: [78, 172, 76] },
  { name: 'Coral', rgb: [223, 90, 90] },
]

/** Deep, low-saturation backgrounds that keep body text well above 7:1 contrast. */
export const DARK_BACKGROUND_PRESETS: readonly NamedColor[] = [
  { name: 'Midnight', rgb: [12, 23, 43] },
  { name: 'Ocean', rgb: [8, 38, 52] },
  { name: 'Plum', rgb: [34, 20, 50] },
  { name: 'Forest', rgb: [12, 38, 28] },
  { name: 'Espresso', rgb: [40, 24, 22] },
]

const clampChannel = (value: number) => Math.min(255, Math.max(0, Math.round(value)))

/** "58, 88, 146" → [58, 88, 146]; null for anything else. */
export function parseRgb(value: string): Rgb | null {
  const match = /^(\d{1,3}), ?(\d{1,3}), ?(\d{1,3})$/.exec(value.trim())
  if (!match) return null
  const channels = [Number(match[1]), Number(match[2]), Number(match[3])] as const
  return channels.every((channel) => channel <= 255) ? channels : null
}

export function formatRgb([r, g, b]: Rgb): string {
  return `${r}, ${g}, ${b}`
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => clampChannel(channel).toString(16).padStart(2, '0')).join('')}`
}

export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!match) return null
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)]
}

/** Adds `delta` to every channel, clamped to 0–255. */
export function shiftRgb([r, g, b]: Rgb, delta: number): Rgb {
  return [clampChannel(r + delta), clampChannel(g + delta), clampChannel(b + delta)]
}

function mix([r, g, b]: Rgb, [r2, g2, b2]: Rgb, weight: number): Rgb {
  return [clampChannel(r + (r2 - r) * weight), clampChannel(g + (g2 - g) * weight), clampChannel(b + (b2 - b) * weight)]
}

const WHITE: Rgb = [255, 255, 255]
const BLACK: Rgb = [0, 0, 0]
const TINTS = [0.92, 0.82, 0.66, 0.5, 0.32, 0.14]
const SHADES = [0.14, 0.28, 0.42]

/**
 * Mantine's ten shades around a chosen colour: lighter tints at 0–5, the colour itself at 6
 * (the shade filled components use in light mode), darker shades at 7–9.
 */
export function primaryPalette(rgb: Rgb): MantineColorsTuple {
  const tints = TINTS.map((weight) => rgbToHex(mix(rgb, WHITE, weight)))
  const shades = SHADES.map((weight) => rgbToHex(mix(rgb, BLACK, weight)))
  return [...tints, rgbToHex(rgb), ...shades] as unknown as MantineColorsTuple
}

/** Store fields for a chosen primary colour. */
export function primaryColorFields(rgb: Rgb): Pick<ThemeFields, 'colorPrimaryRgb' | 'colorPrimary'> {
  return { colorPrimaryRgb: formatRgb(rgb), colorPrimary: rgbToHex(rgb) }
}

/**
 * Store fields for a chosen dark background (spec section 9): the colour itself is the dark
 * background, the body background is 14 lighter per channel, the input border and the Light
 * tone are 5 lighter.
 */
export function darkBackgroundFields(rgb: Rgb): Pick<ThemeFields, 'darkBg' | 'bodyBg' | 'inputBorder' | 'Light'> {
  return {
    darkBg: formatRgb(rgb),
    bodyBg: formatRgb(shiftRgb(rgb, 14)),
    inputBorder: formatRgb(shiftRgb(rgb, 5)),
    Light: formatRgb(shiftRgb(rgb, 5)),
  }
}

/** Mantine's dark shades (0 lightest text, 7 body, 8–9 deepest): a cool slate by default. */
export const SLATE_DARK: MantineColorsTuple = [
  '#c9ced8',
  '#aab1bf',
  '#9aa2b1',
  '#6a7283',
  '#3c4352',
  '#323846',
  '#292e3a',
  '#1f232d',
  '#171a22',
  '#101218',
]

/**
 * The dark shades for a custom dark background: the text shades stay, while the surfaces come
 * from the spec's arithmetic (body = bodyBg, page = darkBg, inputs and borders = Light and
 * inputBorder). Null when no custom background is chosen.
 */
export function customDarkPalette(
  fields: Pick<ThemeFields, 'darkBg' | 'bodyBg' | 'inputBorder' | 'Light'>,
): MantineColorsTuple | null {
  const page = parseRgb(fields.darkBg)
  const body = parseRgb(fields.bodyBg)
  const light = parseRgb(fields.Light)
  const border = parseRgb(fields.inputBorder)
  if (!page || !body || !light || !border) return null
  return [
    SLATE_DARK[0],
    SLATE_DARK[1],
    SLATE_DARK[2],
    SLATE_DARK[3],
    rgbToHex(border),
    rgbToHex(shiftRgb(body, 8)),
    rgbToHex(light),
    rgbToHex(body),
    rgbToHex(page),
    rgbToHex(shiftRgb(page, -6)),
  ]
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** WCAG AA for body text, with a little headroom for rounding in the browser. */
export const READABLE_CONTRAST = 4.6

/**
 * `color`, darkened just enough to read at AA on `background`. Mantine's stock light tints
 * (e.g. teal or lime text on their pale backgrounds) fall short of 4.5:1.
 */
export function readableOn(color: Rgb, background: Rgb, target = READABLE_CONTRAST): Rgb {
  let candidate = color
  for (let step = 1; step <= 20 && contrastRatio(candidate, background) < target; step += 1) {
    candidate = mix(color, BLACK, step * 0.05)
  }
  return candidate
}
