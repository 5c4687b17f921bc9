import { afterEach, describe, expect, it } from 'vitest'
import { readThemeFields, THEME_DEFAULTS, THEME_STORAGE_KEY, type ThemeFields } from '@/stores/theme'
import { darkBackgroundFields, primaryColorFields } from './colors'
import { applyDocumentTheme } from './document-theme'
import bootScript from '../../../public/theme-boot.js?raw'

/* public/theme-boot.js must paint exactly what the app applies once it runs. */

function snapshot(element: HTMLElement) {
  const attributes = Object.fromEntries(
    [...element.attributes].filter((a) => a.name !== 'style').map((a) => [a.name, a.value]),
  )
  const properties = Object.fromEntries(
    [...element.style]
      .filter((name) => name.startsWith('--'))
      .map((name) => [name, element.style.getPropertyValue(name)]),
  )
  return { attributes, properties }
}

function bootWith(saved: unknown) {
  const root = document.documentElement
  for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name)
  window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: saved, version: 1 }))
  new Function(bootScript)()
  return snapshot(root)
}

function appWith(saved: unknown) {
  const element = document.createElement('html')
  applyDocumentTheme(element, { ...THEME_DEFAULTS, ...readThemeFields(saved) } as ThemeFields)
  return snapshot(element)
}

afterEach(() => window.localStorage.clear())

const cases: [string, unknown][] = [
  ['nothing saved', {}],
  ['the defaults', THEME_DEFAULTS],
  [
    'every option changed',
    {
      ...THEME_DEFAULTS,
      lang: 'en-GB',
      dir: 'rtl',
      class: 'dark',
      dataMenuStyles: 'gradient',
      dataHeaderStyles: 'transparent',
      dataNavLayout: 'horizontal',
      dataNavStyle: 'icon-hover',
      dataVerticalStyle: '',
      dataToggled: 'collapsed',
      dataPageStyle: 'modern',
      dataWidth: 'boxed',
      dataMenuPosition: 'scrollable',
      dataHeaderPosition: 'scrollable',
      loader: 'enable',
      bgImg: 'bgimg3',
      iconText: 'open',
      ...primaryColorFields([161, 90, 223]),
      ...darkBackgroundFields([12, 23, 43]),
    },
  ],
  [
    'unknown and malformed values',
    { class: 'sepia', dir: 'up', bodyBg: 'red; color: blue', dataWidth: 'boxed', lang: '<x>' },
  ],
]

describe('theme-boot.js', () => {
  for (const [name, saved] of cases) {
    it(`sets the same <html> attributes and colours as the app for ${name}`, () => {
      expect(bootWith(saved)).toEqual(appWith(saved))
    })
  }

  it('leaves the language and direction of a page that carries its own (the careers site) as they are', () => {
    const root = document.documentElement
    for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name)
    root.setAttribute('data-own-language', '')
    root.lang = 'en'
    root.dir = 'ltr'
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { dir: 'rtl', lang: 'he', class: 'dark' }, version: 1 }))
    new Function(bootScript)()
    expect(root.getAttribute('dir')).toBe('ltr')
    expect(root.getAttribute('lang')).toBe('en')
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark')
    root.removeAttribute('data-own-language')
  })

  it('falls back to the defaults when the saved entry is not JSON', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '{oops')
    new Function(bootScript)()
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light')
    expect(document.documentElement.getAttribute('dir')).toBe('ltr')
  })
})
