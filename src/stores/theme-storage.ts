/**
 * Where the theme options are saved (localStorage, in zustand's `persist` shape). Apart from the
 * store so the public careers pages, which carry no zustand or React, save their colour mode and
 * direction where the staff app and public/theme-boot.js read them.
 */
export const THEME_STORAGE_KEY = 'staffdesk-theme'
export const THEME_STORAGE_VERSION = 1

/** Saves some options beside the others already saved. */
export function saveThemeOptions(options: Record<string, string>): void {
  try {
    const saved = JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as { state?: unknown } | null
    const state = saved && typeof saved.state === 'object' && saved.state ? saved.state : {}
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { ...state, ...options }, version: THEME_STORAGE_VERSION }))
  } catch {
    // Storage may be full or blocked: the choice then lasts for this page only.
  }
}
