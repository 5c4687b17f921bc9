import type { ThemeFields } from '@/stores/theme'

/**
 * What the wide-screen vertical sidebar looks like for the chosen options (spec 4). Below the
 * 992 px breakpoint none of this applies: the menu is a drawer.
 *
 * - `list`: headings and links; `compact` turns it into an icon rail with tooltips, and
 *   `expandOnHover` lets that rail open over the content while hovered or focused.
 * - `accordion`: sections open and close on click (Menu Click).
 * - `flyout`: each section opens a panel beside the sidebar on click or hover (Menu Hover,
 *   Icon Click, Icon Hover; the icon styles are a rail of section icons).
 * - `icon-text`: a rail of section icons with captions; a click opens the full menu over the
 *   content (`iconText: 'open'`).
 * - `double`: a rail of sections beside a panel with the chosen section's links.
 */
export type SidebarKind = 'list' | 'accordion' | 'flyout' | 'icon-text' | 'double'

export interface SidebarLayout {
  kind: SidebarKind
  /** Width of the sidebar's column; '0rem' when hidden. */
  width: string
  hidden: boolean
  compact: boolean
  expandOnHover: boolean
  trigger: 'click' | 'hover'
  detached: boolean
  /** Double menu: whether the links panel sits beside the rail. */
  panelOpen: boolean
  /** Icon Text: the full menu is open over the content. */
  expanded: boolean
}

/** The sizes live in Shell.module.css, so the CSS and the grid column agree. */
export const SIDEBAR_WIDTH = 'var(--sd-sidebar-full-width)'
export const RAIL_WIDTH = 'var(--sd-rail-width)'
export const ICON_TEXT_WIDTH = 'var(--sd-icon-text-width)'
export const DOUBLE_PANEL_WIDTH = 'var(--sd-double-panel-width)'
const DETACHED_GUTTER = '1rem'

type LayoutFields = Pick<ThemeFields, 'dataNavStyle' | 'dataVerticalStyle' | 'dataToggled' | 'iconText'>

const base: SidebarLayout = {
  kind: 'list',
  width: SIDEBAR_WIDTH,
  hidden: false,
  compact: false,
  expandOnHover: false,
  trigger: 'click',
  detached: false,
  panelOpen: false,
  expanded: false,
}

const hidden: SidebarLayout = { ...base, width: '0rem', hidden: true }

export function sidebarLayout(theme: LayoutFields): SidebarLayout {
  const collapsed = theme.dataToggled === 'collapsed'

  switch (theme.dataNavStyle) {
    case 'menu-click':
      return collapsed ? hidden : { ...base, kind: 'accordion' }
    case 'menu-hover':
      return collapsed ? hidden : { ...base, kind: 'flyout', trigger: 'hover' }
    case 'icon-click':
      return collapsed ? hidden : { ...base, kind: 'flyout', compact: true, width: RAIL_WIDTH }
    case 'icon-hover':
      return collapsed ? hidden : { ...base, kind: 'flyout', compact: true, trigger: 'hover', width: RAIL_WIDTH }
    case '':
      break
  }

  switch (theme.dataVerticalStyle) {
    case 'closed':
      return collapsed ? hidden : base
    case 'icontext':
      return collapsed
        ? { ...base, kind: 'icon-text', compact: true, width: ICON_TEXT_WIDTH, expanded: theme.iconText === 'open' }
        : base
    case 'icon-overlay':
      return collapsed ? { ...base, compact: true, expandOnHover: true, width: RAIL_WIDTH } : base
    case 'detached': {
      const width = collapsed ? RAIL_WIDTH : SIDEBAR_WIDTH
      return { ...base, detached: true, compact: collapsed, width: `calc(${width} + ${DETACHED_GUTTER})` }
    }
    case 'doublemenu':
      return {
        ...base,
        kind: 'double',
        panelOpen: !collapsed,
        width: collapsed ? RAIL_WIDTH : `calc(${RAIL_WIDTH} + ${DOUBLE_PANEL_WIDTH})`,
      }
    case 'overlay':
    case '':
      return collapsed ? { ...base, compact: true, width: RAIL_WIDTH } : base
  }
}
