import type { ThemeFields } from '@/stores/theme'

/**
 * How the theme options appear on <html>: attributes the shell's CSS selects on, and colour
 * channels as CSS custom properties. public/theme-boot.js does the same before the first paint
 * (its parity is tested in theme-boot.test.ts); this keeps <html> in step afterwards.
 */
export interface DocumentTheme {
  /** Attribute → value; null removes the attribute. */
  attributes: Record<string, string | null>
  /** Custom property → value; null removes the property. */
  properties: Record<string, string | null>
}

const orNull = (value: string) => (value === '' ? null : value)

export function documentTheme(theme: ThemeFields): DocumentTheme {
  return {
    attributes: {
      lang: theme.lang,
      dir: theme.dir,
      'data-mantine-color-scheme': theme.class,
      'data-nav-layout': theme.dataNavLayout,
      'data-nav-style': orNull(theme.dataNavStyle),
      'data-vertical-style': orNull(theme.dataVerticalStyle),
      'data-toggled': orNull(theme.dataToggled),
      'data-page-style': theme.dataPageStyle,
      'data-width': theme.dataWidth,
      'data-menu-position': theme.dataMenuPosition,
      'data-header-position': theme.dataHeaderPosition,
      'data-menu-styles': theme.dataMenuStyles,
      'data-header-styles': theme.dataHeaderStyles,
      'data-bg-img': orNull(theme.bgImg),
      'data-loader': theme.loader,
      'data-icon-text': orNull(theme.iconText),
    },
    properties: {
      '--primary-rgb': orNull(theme.colorPrimaryRgb),
      '--body-bg-rgb': orNull(theme.bodyBg),
      '--dark-bg-rgb': orNull(theme.darkBg),
      '--input-border-rgb': orNull(theme.inputBorder),
      '--light-rgb': orNull(theme.Light),
    },
  }
}

export function applyDocumentTheme(root: HTMLElement, theme: ThemeFields): void {
  const { attributes, properties } = documentTheme(theme)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) root.removeAttribute(name)
    else if (root.getAttribute(name) !== value) root.setAttribute(name, value)
  }
  for (const [name, value] of Object.entries(properties)) {
    if (value === null) root.style.removeProperty(name)
    else root.style.setProperty(name, value)
  }
}
