import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { THEME_DEFAULTS } from '@/stores/theme'
import {
  contrastRatio,
  customDarkPalette,
  darkBackgroundFields,
  formatRgb,
  hexToRgb,
  parseRgb,
  primaryColorFields,
  primaryPalette,
  readableOn,
  rgbToHex,
  shiftRgb,
} from './colors'
import { createAppTheme, cssVariablesResolver } from './mantine-theme'

describe('custom dark background arithmetic (spec 9)', () => {
  it('makes the body background 14 lighter per channel and the input border and Light 5 lighter', () => {
    expect(darkBackgroundFields([20, 30, 40])).toEqual({
      darkBg: '20, 30, 40',
      bodyBg: '34, 44, 54',
      inputBorder: '25, 35, 45',
      Light: '25, 35, 45',
    })
  })

  it('never goes past 255 on a channel', () => {
    expect(darkBackgroundFields([250, 245, 0])).toMatchObject({ bodyBg: '255, 255, 14', inputBorder: '255, 250, 5' })
    expect(shiftRgb([3, 0, 255], -5)).toEqual([0, 0, 250])
  })

  it('builds the dark shades from those fields, body at shade 7 and the chosen colour at shade 8', () => {
    const palette = customDarkPalette(darkBackgroundFields([20, 30, 40]))
    expect(palette?.[7]).toBe(rgbToHex([34, 44, 54]))
    expect(palette?.[8]).toBe(rgbToHex([20, 30, 40]))
    expect(palette?.[6]).toBe(rgbToHex([25, 35, 45]))
    expect(customDarkPalette({ darkBg: '', bodyBg: '', inputBorder: '', Light: '' })).toBeNull()
  })
})

describe('primary colour', () => {
  it('stores the channels and the hex form of a preset', () => {
    expect(primaryColorFields([58, 88, 146])).toEqual({ colorPrimaryRgb: '58, 88, 146', colorPrimary: '#3a5892' })
  })

  it('generates ten shades, lightest first, with the chosen colour at shade 6', () => {
    const palette = primaryPalette([223, 90, 90])
    expect(palette).toHaveLength(10)
    expect(palette[6]).toBe('#df5a5a')
    const lightness = palette.map((hex) => (hexToRgb(hex) ?? [0, 0, 0]).reduce((sum, channel) => sum + channel, 0))
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a))
  })

  it('reads and writes channel lists and hex codes', () => {
    expect(parseRgb('58, 88, 146')).toEqual([58, 88, 146])
    expect(parseRgb('300, 0, 0')).toBeNull()
    expect(parseRgb('red')).toBeNull()
    expect(formatRgb([1, 2, 3])).toBe('1, 2, 3')
    expect(hexToRgb('#3A5892')).toEqual([58, 88, 146])
    expect(hexToRgb('blue')).toBeNull()
  })
})

describe('readable text colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 1)
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 1)
  })

  it('darkens a colour only as far as AA needs on its background', () => {
    const tealOnTint = readableOn(hexToRgb('#087f5b')!, hexToRgb('#c3fae8')!)
    expect(contrastRatio(tealOnTint, hexToRgb('#c3fae8')!)).toBeGreaterThanOrEqual(4.5)
    expect(readableOn([20, 20, 20], [255, 255, 255])).toEqual([20, 20, 20])
  })
})

describe('Mantine colour variables', () => {
  it('keeps every palette’s light-variant and text colours at AA in light mode', () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      createAppTheme({ ...THEME_DEFAULTS, ...primaryColorFields([78, 172, 76]) }),
    )
    const { light } = cssVariablesResolver(theme)
    for (const [name, shades] of Object.entries(theme.colors)) {
      const lightColor = hexToRgb(light[`--mantine-color-${name}-light-color`] ?? '')!
      expect(contrastRatio(lightColor, hexToRgb(shades[1])!), name).toBeGreaterThanOrEqual(4.5)
      const text = hexToRgb(light[`--mantine-color-${name}-text`] ?? '')!
      expect(contrastRatio(text, [255, 255, 255]), name).toBeGreaterThanOrEqual(4.5)
    }
  })
})
