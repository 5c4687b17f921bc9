import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'
import { useThemeStore, type ColorMode } from '@/stores/theme'

function toColorMode(value: MantineColorScheme): ColorMode {
  if (value === 'auto') return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  return value
}

/**
 * Mantine's colour scheme lives in the theme store (`class`), so `useMantineColorScheme` and the
 * theme settings panel read and write one value. Reset clears it through the store.
 */
export function themeStoreColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe = () => {}
  return {
    get: () => useThemeStore.getState().class,
    set: (value) => {
      const mode = toColorMode(value)
      if (useThemeStore.getState().class !== mode) useThemeStore.getState().setTheme({ class: mode })
    },
    subscribe: (onUpdate) => {
      unsubscribe = useThemeStore.subscribe((state, previous) => {
        if (state.class !== previous.class) onUpdate(state.class)
      })
    },
    unsubscribe: () => unsubscribe(),
    clear: () => {},
  }
}
