import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { THEME_STORAGE_KEY, THEME_STORAGE_VERSION } from './theme-storage'

/**
 * The presentation options of spec sections 3 and 4, under the spec's own field names. They are
 * saved in localStorage (key `THEME_STORAGE_KEY`) and applied to <html> before the first paint by
 * public/theme-boot.js, which reads the same key: change both together.
 */
export { THEME_STORAGE_KEY }

export const COLOR_MODES = ['light', 'dark'] as const
export const DIRECTIONS = ['ltr', 'rtl'] as const
export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const
/** '' in the vertical layout means a sidemenu style governs the sidebar instead. */
export const NAV_STYLES = ['', 'menu-click', 'menu-hover', 'icon-click', 'icon-hover'] as const
/** '' while a navigation style governs the vertical sidebar. `overlay` is the default menu. */
export const VERTICAL_STYLES = ['', 'overlay', 'closed', 'icontext', 'icon-overlay', 'detached', 'doublemenu'] as const
/** '' is the expanded sidebar; `collapsed` is whatever the active style collapses to. */
export const TOGGLED_STATES = ['', 'collapsed'] as const
export const PAGE_STYLES = ['regular', 'classic', 'modern'] as const
export const LAYOUT_WIDTHS = ['fullwidth', 'boxed'] as const
export const POSITIONS = ['fixed', 'scrollable'] as const
export const CHROME_COLORS = ['light', 'dark', 'color', 'gradient', 'transparent'] as const
export const LOADER_STATES = ['enable', 'disable'] as const
export const MENU_IMAGES = ['', 'bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5'] as const
/** `open` while the collapsed Icon Text rail is expanded by a click. */
export const ICON_TEXT_STATES = ['', 'open'] as const

export type ColorMode = (typeof COLOR_MODES)[number]
export type Direction = (typeof DIRECTIONS)[number]
export type NavLayout = (typeof NAV_LAYOUTS)[number]
export type NavStyle = (typeof NAV_STYLES)[number]
export type VerticalStyle = (typeof VERTICAL_STYLES)[number]
export type ToggledState = (typeof TOGGLED_STATES)[number]
export type PageStyle = (typeof PAGE_STYLES)[number]
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number]
export type Position = (typeof POSITIONS)[number]
export type ChromeColor = (typeof CHROME_COLORS)[number]
export type LoaderState = (typeof LOADER_STATES)[number]
export type MenuImage = (typeof MENU_IMAGES)[number]
export type IconTextState = (typeof ICON_TEXT_STATES)[number]

/** Vertical styles that show their collapsed form as soon as they are chosen. */
const COLLAPSED_ON_CHOICE: ReadonlySet<VerticalStyle> = new Set(['closed', 'icontext', 'icon-overlay'])

export interface ThemeFields {
  lang: string
  dir: Direction
  class: ColorMode
  dataMenuStyles: ChromeColor
  dataHeaderStyles: ChromeColor
  dataNavLayout: NavLayout
  dataVerticalStyle: VerticalStyle
  dataToggled: ToggledState
  dataNavStyle: NavStyle
  dataPageStyle: PageStyle
  dataWidth: LayoutWidth
  dataMenuPosition: Position
  dataHeaderPosition: Position
  loader: LoaderState
  /** Channels "r, g, b" of the chosen primary colour; '' for the brand default. */
  colorPrimaryRgb: string
  /** The same colour as #rrggbb, for the colour pickers; '' for the brand default. */
  colorPrimary: string
  /** Custom dark background, all "r, g, b" or '' (spec 9: body +14, input border and Light +5). */
  bodyBg: string
  darkBg: string
  inputBorder: string
  Light: string
  bgImg: MenuImage
  iconText: IconTextState
}

/** Spec section 4: light, ltr, vertical, overlay, regular, fullwidth, fixed, loader disabled. */
export const THEME_DEFAULTS: Readonly<ThemeFields> = {
  lang: 'en',
  dir: 'ltr',
  class: 'light',
  dataMenuStyles: 'light',
  dataHeaderStyles: 'light',
  dataNavLayout: 'vertical',
  dataVerticalStyle: 'overlay',
  dataToggled: '',
  dataNavStyle: '',
  dataPageStyle: 'regular',
  dataWidth: 'fullwidth',
  dataMenuPosition: 'fixed',
  dataHeaderPosition: 'fixed',
  loader: 'disable',
  colorPrimaryRgb: '',
  colorPrimary: '',
  bodyBg: '',
  darkBg: '',
  inputBorder: '',
  Light: '',
  bgImg: '',
  iconText: '',
}

const RGB_PATTERN = /^\d{1,3}, \d{1,3}, \d{1,3}$/
const HEX_PATTERN = /^#[0-9a-f]{6}$/
const LANG_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

type Check = (value: unknown) => boolean
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value)
const matching =
  (pattern: RegExp): Check =>
  (value) =>
    typeof value === 'string' && (value === '' || pattern.test(value))

const FIELD_CHECKS: Record<keyof ThemeFields, Check> = {
  lang: (value) => typeof value === 'string' && LANG_PATTERN.test(value),
  dir: oneOf(DIRECTIONS),
  class: oneOf(COLOR_MODES),
  dataMenuStyles: oneOf(CHROME_COLORS),
  dataHeaderStyles: oneOf(CHROME_COLORS),
  dataNavLayout: oneOf(NAV_LAYOUTS),
  dataVerticalStyle: oneOf(VERTICAL_STYLES),
  dataToggled: oneOf(TOGGLED_STATES),
  dataNavStyle: oneOf(NAV_STYLES),
  dataPageStyle: oneOf(PAGE_STYLES),
  dataWidth: oneOf(LAYOUT_WIDTHS),
  dataMenuPosition: oneOf(POSITIONS),
  dataHeaderPosition: oneOf(POSITIONS),
  loader: oneOf(LOADER_STATES),
  colorPrimaryRgb: matching(RGB_PATTERN),
  colorPrimary: matching(HEX_PATTERN),
  bodyBg: matching(RGB_PATTERN),
  darkBg: matching(RGB_PATTERN),
  inputBorder: matching(RGB_PATTERN),
  Light: matching(RGB_PATTERN),
  bgImg: oneOf(MENU_IMAGES),
  iconText: oneOf(ICON_TEXT_STATES),
}

/**
 * Keeps only well-formed saved fields, so a hand-edited or outdated localStorage entry falls back
 * to the defaults field by field instead of breaking the layout.
 */
export function readThemeFields(saved: unknown): Partial<ThemeFields> {
  if (typeof saved !== 'object' || saved === null) return {}
  const fields: Partial<Record<keyof ThemeFields, unknown>> = {}
  for (const key of Object.keys(FIELD_CHECKS) as (keyof ThemeFields)[]) {
    const value = (saved as Record<string, unknown>)[key]
    if (FIELD_CHECKS[key](value)) fields[key] = value
  }
  return fields as Partial<ThemeFields>
}

export function pickThemeFields(state: ThemeFields): ThemeFields {
  const fields = {} as Record<keyof ThemeFields, unknown>
  for (const key of Object.keys(THEME_DEFAULTS) as (keyof ThemeFields)[]) fields[key] = state[key]
  return fields as ThemeFields
}

export interface ThemeActions {
  setTheme: (patch: Partial<ThemeFields>) => void
  setNavLayout: (layout: NavLayout) => void
  setNavStyle: (style: Exclude<NavStyle, ''>) => void
  setVerticalStyle: (style: Exclude<VerticalStyle, ''>) => void
  toggleSidebar: () => void
  /** Restores the defaults and clears all of localStorage (spec section 4). */
  resetTheme: () => void
}

export type ThemeStore = ThemeFields & ThemeActions

export const useThemeStore = create<ThemeStore>()(
  persist(
    (set, get) => ({
      ...THEME_DEFAULTS,
      setTheme: (patch) => set(patch),
      // The horizontal bar always needs a navigation style; the vertical sidebar gets back the
      // sidemenu style it had, since a navigation style and a sidemenu style exclude each other there.
      setNavLayout: (layout) =>
        set((state) =>
          layout === 'horizontal'
            ? { dataNavLayout: layout, dataNavStyle: state.dataNavStyle || 'menu-click', dataToggled: '', iconText: '' }
            : {
                dataNavLayout: layout,
                dataNavStyle: '',
                dataVerticalStyle: state.dataVerticalStyle || 'overlay',
                dataToggled: '',
                iconText: '',
              },
        ),
      setNavStyle: (style) =>
        set((state) =>
          state.dataNavLayout === 'horizontal'
            ? { dataNavStyle: style }
            : { dataNavStyle: style, dataVerticalStyle: '', dataToggled: '', iconText: '' },
        ),
      // Closed, Icon Text and Icon Overlay show their collapsed form as soon as they are chosen
      // (choosing a style should visibly do something); "Toggle sidebar" then opens the full menu.
      setVerticalStyle: (style) =>
        set({
          dataNavLayout: 'vertical',
          dataVerticalStyle: style,
          dataNavStyle: '',
          dataToggled: COLLAPSED_ON_CHOICE.has(style) ? 'collapsed' : '',
          iconText: '',
        }),
      toggleSidebar: () => set({ dataToggled: get().dataToggled === '' ? 'collapsed' : '', iconText: '' }),
      resetTheme: () => {
        set({ ...THEME_DEFAULTS })
        // After the write above, so the saved entry goes too and nothing else survives.
        window.localStorage.clear()
      },
    }),
    {
      name: THEME_STORAGE_KEY,
      version: THEME_STORAGE_VERSION,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => pickThemeFields(state),
      merge: (saved, current) => ({ ...current, ...readThemeFields(saved) }),
    },
  ),
)
