import { beforeEach, describe, expect, it } from 'vitest'
import { readThemeFields, THEME_DEFAULTS, THEME_STORAGE_KEY, useThemeStore } from './theme'

const saved = () =>
  JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null

beforeEach(() => {
  window.localStorage.clear()
  useThemeStore.setState({ ...THEME_DEFAULTS })
})

describe('theme store', () => {
  it('saves every change under the spec field names', () => {
    useThemeStore.getState().setTheme({ class: 'dark', dir: 'rtl', dataWidth: 'boxed' })
    expect(saved()?.state).toMatchObject({ class: 'dark', dir: 'rtl', dataWidth: 'boxed', dataNavLayout: 'vertical' })
    expect(Object.keys(saved()?.state ?? {}).sort()).toEqual(Object.keys(THEME_DEFAULTS).sort())
  })

  it('restores the saved choices at load', async () => {
    window.localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { class: 'dark', dataNavLayout: 'horizontal', dataNavStyle: 'menu-hover' }, version: 1 }),
    )
    await useThemeStore.persist.rehydrate()
    expect(useThemeStore.getState()).toMatchObject({
      class: 'dark',
      dataNavLayout: 'horizontal',
      dataNavStyle: 'menu-hover',
    })
  })

  it('ignores saved values it does not know, field by field', async () => {
    window.localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { class: 'purple', dir: 'rtl', bodyBg: 'url(x)', loader: 'enable' }, version: 1 }),
    )
    await useThemeStore.persist.rehydrate()
    expect(useThemeStore.getState()).toMatchObject({ class: 'light', dir: 'rtl', bodyBg: '', loader: 'enable' })
  })

  it('Reset restores the defaults and clears all of localStorage', () => {
    window.localStorage.setItem('something-else', 'kept until reset')
    useThemeStore.getState().setTheme({ class: 'dark', dir: 'rtl', dataPageStyle: 'modern', loader: 'enable' })
    useThemeStore.getState().setNavLayout('horizontal')

    useThemeStore.getState().resetTheme()

    expect(window.localStorage.length).toBe(0)
    expect(useThemeStore.getState()).toMatchObject({
      class: 'light',
      dir: 'ltr',
      dataNavLayout: 'vertical',
      dataVerticalStyle: 'overlay',
      dataPageStyle: 'regular',
      dataWidth: 'fullwidth',
      dataMenuPosition: 'fixed',
      dataHeaderPosition: 'fixed',
      loader: 'disable',
    })
  })

  it('keeps navigation styles and sidemenu styles apart in the vertical layout', () => {
    const store = useThemeStore.getState()
    store.setNavStyle('icon-hover')
    expect(useThemeStore.getState()).toMatchObject({ dataNavStyle: 'icon-hover', dataVerticalStyle: '' })
    store.setVerticalStyle('detached')
    expect(useThemeStore.getState()).toMatchObject({ dataNavStyle: '', dataVerticalStyle: 'detached' })
    store.setNavLayout('horizontal')
    expect(useThemeStore.getState()).toMatchObject({ dataNavLayout: 'horizontal', dataNavStyle: 'menu-click' })
    store.setNavLayout('vertical')
    expect(useThemeStore.getState()).toMatchObject({ dataNavStyle: '', dataVerticalStyle: 'detached' })
  })

  it('shows the collapsed form of Closed, Icon Text and Icon Overlay as soon as they are chosen', () => {
    for (const style of ['closed', 'icontext', 'icon-overlay'] as const) {
      useThemeStore.getState().setVerticalStyle(style)
      expect(useThemeStore.getState().dataToggled).toBe('collapsed')
    }
    for (const style of ['overlay', 'detached', 'doublemenu'] as const) {
      useThemeStore.getState().setVerticalStyle(style)
      expect(useThemeStore.getState().dataToggled).toBe('')
    }
  })

  it('toggles the sidebar between expanded and collapsed', () => {
    useThemeStore.getState().toggleSidebar()
    expect(useThemeStore.getState().dataToggled).toBe('collapsed')
    useThemeStore.getState().toggleSidebar()
    expect(useThemeStore.getState().dataToggled).toBe('')
  })
})

describe('readThemeFields', () => {
  it('accepts well-formed colours and rejects the rest', () => {
    expect(readThemeFields({ colorPrimaryRgb: '58, 88, 146', colorPrimary: '#3a5892', darkBg: '1,2,3' })).toEqual({
      colorPrimaryRgb: '58, 88, 146',
      colorPrimary: '#3a5892',
    })
    expect(readThemeFields(null)).toEqual({})
  })
})
