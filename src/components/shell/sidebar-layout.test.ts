import { describe, expect, it } from 'vitest'
import { THEME_DEFAULTS, type ThemeFields } from '@/stores/theme'
import { RAIL_WIDTH, sidebarLayout, SIDEBAR_WIDTH } from './sidebar-layout'

const layout = (theme: Partial<ThemeFields>) => sidebarLayout({ ...THEME_DEFAULTS, ...theme })
const collapsed = { dataToggled: 'collapsed' } as const

describe('sidebarLayout (spec 4, wide screens)', () => {
  it('is the full list by default and an icon rail when toggled', () => {
    expect(layout({})).toMatchObject({ kind: 'list', width: SIDEBAR_WIDTH, compact: false, hidden: false })
    expect(layout(collapsed)).toMatchObject({ kind: 'list', width: RAIL_WIDTH, compact: true, expandOnHover: false })
  })

  it('gives each sidemenu style its own collapsed form', () => {
    expect(layout({ dataVerticalStyle: 'closed', ...collapsed })).toMatchObject({ hidden: true, width: '0rem' })
    expect(layout({ dataVerticalStyle: 'icontext', ...collapsed })).toMatchObject({
      kind: 'icon-text',
      expanded: false,
    })
    expect(layout({ dataVerticalStyle: 'icontext', ...collapsed, iconText: 'open' })).toMatchObject({ expanded: true })
    expect(layout({ dataVerticalStyle: 'icon-overlay', ...collapsed })).toMatchObject({
      compact: true,
      expandOnHover: true,
    })
    expect(layout({ dataVerticalStyle: 'detached' })).toMatchObject({ detached: true, compact: false })
    expect(layout({ dataVerticalStyle: 'detached', ...collapsed })).toMatchObject({ detached: true, compact: true })
    expect(layout({ dataVerticalStyle: 'doublemenu' })).toMatchObject({ kind: 'double', panelOpen: true })
    expect(layout({ dataVerticalStyle: 'doublemenu', ...collapsed })).toMatchObject({
      kind: 'double',
      panelOpen: false,
    })
  })

  it('follows the navigation style when one is chosen', () => {
    const nav = { dataVerticalStyle: '' } as const
    expect(layout({ ...nav, dataNavStyle: 'menu-click' })).toMatchObject({ kind: 'accordion', compact: false })
    expect(layout({ ...nav, dataNavStyle: 'menu-hover' })).toMatchObject({
      kind: 'flyout',
      trigger: 'hover',
      compact: false,
    })
    expect(layout({ ...nav, dataNavStyle: 'icon-click' })).toMatchObject({
      kind: 'flyout',
      trigger: 'click',
      compact: true,
    })
    expect(layout({ ...nav, dataNavStyle: 'icon-hover' })).toMatchObject({
      kind: 'flyout',
      trigger: 'hover',
      compact: true,
    })
    expect(layout({ ...nav, dataNavStyle: 'icon-hover', ...collapsed })).toMatchObject({ hidden: true })
  })
})
