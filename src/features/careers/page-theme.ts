import { saveThemeOptions } from '@/stores/theme-storage'

/**
 * The careers site's colour-mode toggle: on <html>, where public/theme-boot.js set it before the
 * first paint, and saved where the staff app reads it, so a member of staff who opens the careers
 * site sees it in their own mode. The direction is the page's language's, not a visitor's choice.
 */
export function toggleColorScheme(): void {
  const html = document.documentElement
  const next = html.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark'
  html.setAttribute('data-mantine-color-scheme', next)
  html.style.colorScheme = next
  saveThemeOptions({ class: next })
  describeToggles()
}

/** The toggle's tooltip says what it will do. */
export function describeToggles(): void {
  const html = document.documentElement
  const dark = html.getAttribute('data-mantine-color-scheme') === 'dark'
  document.querySelector('[data-action="color-scheme"]')?.setAttribute('title', dark ? 'Switch to light mode' : 'Switch to dark mode')
}
