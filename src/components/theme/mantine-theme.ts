import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core'
import type { ThemeFields } from '@/stores/theme'
import { customDarkPalette, parseRgb, primaryPalette, SLATE_DARK } from './colors'

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
    primaryShade: { light: 6, dark: 6 },
    // Any preset or picked colour gets black or white text, whichever reads better on it.
    autoContrast: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
  })
}

/**
 * Mantine's light "dimmed" grey reads at about 3.3:1 on white; a deeper grey keeps secondary text
 * above the 4.5:1 WCAG AA minimum. The dark one follows the (possibly custom) dark palette.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5d6472' },
  dark: { '--mantine-color-dimmed': theme.colors.dark[2] ?? SLATE_DARK[2] },
})
