import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { THEME_DEFAULTS, useThemeStore } from '@/stores/theme'
import { render } from '@/test/render'
import ThemeSettingsDrawer from './ThemeSettingsDrawer'

const group = (name: string) => within(screen.getByRole('radiogroup', { name }))

beforeEach(() => {
  window.localStorage.clear()
  useThemeStore.setState({ ...THEME_DEFAULTS })
})

// The panel is large; rendering it in jsdom on a slow machine takes a few seconds.
describe('theme settings panel (spec 4)', { timeout: 20_000 }, () => {
  it('is a dialog named "Theme settings" with the spec groups and the defaults checked', async () => {
    render(<ThemeSettingsDrawer opened onClose={() => {}} />)
    expect(await screen.findByRole('dialog', { name: 'Theme settings' })).toBeInTheDocument()
    expect(group('Theme mode').getByRole('radio', { name: 'Light' })).toBeChecked()
    expect(group('Direction').getByRole('radio', { name: 'LTR' })).toBeChecked()
    expect(group('Navigation layout').getByRole('radio', { name: 'Vertical' })).toBeChecked()
    expect(group('Sidemenu style').getByRole('radio', { name: 'Default Menu' })).toBeChecked()
    expect(group('Page style').getByRole('radio', { name: 'Regular' })).toBeChecked()
    expect(group('Layout width').getByRole('radio', { name: 'Full Width' })).toBeChecked()
    expect(group('Menu position').getByRole('radio', { name: 'Fixed' })).toBeChecked()
    expect(group('Header position').getByRole('radio', { name: 'Fixed' })).toBeChecked()
    for (const name of ['Menu colors', 'Header colors']) {
      expect(
        group(name)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['light', 'dark', 'color', 'gradient', 'transparent'])
    }
    for (const name of ['Menu Click', 'Menu Hover', 'Icon Click', 'Icon Hover']) {
      expect(group('Navigation style').getByRole('radio', { name })).not.toBeChecked()
    }
  })

  it('saves a choice as it is made', async () => {
    render(<ThemeSettingsDrawer opened onClose={() => {}} />)
    await screen.findByRole('dialog', { name: 'Theme settings' })
    await userEvent.click(group('Navigation style').getByRole('radio', { name: 'Icon Hover' }))
    await userEvent.click(group('Menu colors').getByRole('radio', { name: 'Gradient' }))
    await userEvent.click(group('Dark background').getByRole('radio', { name: 'Midnight' }))
    expect(useThemeStore.getState()).toMatchObject({
      dataNavStyle: 'icon-hover',
      dataVerticalStyle: '',
      dataMenuStyles: 'gradient',
      class: 'dark',
      darkBg: '12, 23, 43',
      bodyBg: '26, 37, 57',
    })
    expect(window.localStorage.length).toBe(1)
  })

  it('Reset restores the defaults and clears localStorage', async () => {
    useThemeStore.getState().setTheme({ class: 'dark', dir: 'rtl', dataWidth: 'boxed' })
    render(<ThemeSettingsDrawer opened onClose={() => {}} />)
    await screen.findByRole('dialog', { name: 'Theme settings' })
    expect(group('Layout width').getByRole('radio', { name: 'Boxed' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(window.localStorage.length).toBe(0)
    expect(group('Layout width').getByRole('radio', { name: 'Full Width' })).toBeChecked()
    expect(group('Theme mode').getByRole('radio', { name: 'Light' })).toBeChecked()
    expect(group('Direction').getByRole('radio', { name: 'LTR' })).toBeChecked()
  })
})
