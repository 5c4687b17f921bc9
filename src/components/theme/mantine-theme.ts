import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core'
import type { ThemeFields } from '@/stores/theme'
import {
  customDarkPalette,
  hexToRgb,
  parseRgb,
  primaryPalette,
  readableOn,
  rgbToHex,
  SLATE_DARK,
  type Rgb,
} from './colors'

const FONT_FAMILY =
  "'Inter Variable', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

type ColorFields = Pick<ThemeFields, 'colorPrimaryRgb' | 'darkBg' | 'bodyBg' | 'inputBorder' | 'Light'>

/** The Mantine theme for the chosen colours: the primary palette and the dark shades. */
export function createAppTheme(fields: ColorFields): MantineThemeOverride {
  const primary = parseRgb(fields.colorPrimaryRgb)
  return createTheme({
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY, fontWeight: '650' },
    colors: {
      dark: customDarkPalette(fields) ?? SLATE_DARK,
      ...(primary ? { primary: primaryPalette(primary) } : {}),
    },
    primaryColor: primary ? 'primary' : 'indigo',
    // Shade 7 keeps white text at AA on the default indigo; for any other colour, autoContrast
    // switches to black text where white would fall under 4.5:1 (luminance above 0.179).
    primaryShade: { light: 7, dark: 7 },
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    // A dialog's ✕ is an icon alone: screen readers need its name (axe: button-name).
    components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } },
  })
}

const WHITE: Rgb = [255, 255, 255]

/**
 * Keeps text at WCAG AA (4.5:1) in light mode, whatever colour a page uses: Mantine's stock
 * "dimmed" grey, its coloured text (`c="teal"`) and its light-variant text on the pale tint
 * (badges, light buttons, the active menu entry) all fall short for several palettes, so each is
 * darkened just enough. The dark scheme's dimmed grey follows the (possibly custom) dark palette.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5d6472' }
  for (const [name, shades] of Object.entries(theme.colors)) {
    const tint = hexToRgb(shades[1])
    const strong = hexToRgb(shades[9])
    const text = hexToRgb(shades[7])
    if (!tint || !strong || !text) continue
    light[`--mantine-color-${name}-light-color`] = rgbToHex(readableOn(strong, tint))
    light[`--mantine-color-${name}-text`] = rgbToHex(readableOn(text, WHITE))
  }
  return {
    variables: {},
    light,
    dark: { '--mantine-color-dimmed': theme.colors.dark[2] ?? SLATE_DARK[2] },
  }
}
