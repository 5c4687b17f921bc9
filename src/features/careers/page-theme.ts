import { saveThemeOptions } from '@/stores/theme-storage'

/**
 * The landing layout's reduced theme switcher (spec 2): colour mode and direction, on <html>
 * where public/theme-boot.js set them before the first paint, and saved where the staff app
 * reads them, so a member of staff who opens the careers site sees it in their own mode.
 */
export function toggleColorScheme(): void {
  const html = document.documentElement
  const next = html.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark'
  html.setAttribute('data-mantine-color-scheme', next)
  html.style.colorScheme = next
  saveThemeOptions({ class: next })
  describeToggles()
}

export function toggleDirection(): void {
  const html = document.documentElement
  const next = html.dir === 'rtl' ? 'ltr' : 'rtl'
  html.dir = next
  saveThemeOptions({ dir: next })
  describeToggles()
}

/** Each toggle's tooltip says what it will do. */
export function describeToggles(): void {
  const html = document.documentElement
  const dark = html.getAttribute('data-mantine-color-scheme') === 'dark'
  document.querySelector('[data-action="color-scheme"]')?.setAttribute('title', dark ? 'Switch to light mode' : 'Switch to dark mode')
  document.querySelector('[data-action="direction"]')?.setAttribute('title', html.dir === 'rtl' ? 'Switch to left-to-right' : 'Switch to right-to-left')
}
