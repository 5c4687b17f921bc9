import '@fontsource-variable/inter/wght.css'
import './mantine-styles.css'
import './theme.css'
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core'
import { useLayoutEffect, useMemo, type ReactNode } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { pickThemeFields, useThemeStore } from '@/stores/theme'
import { themeStoreColorSchemeManager } from './color-scheme-manager'
import { applyDocumentTheme } from './document-theme'
import { createAppTheme, cssVariablesResolver } from './mantine-theme'

const colorSchemeManager = themeStoreColorSchemeManager()

/** Keeps <html> and Mantine's direction in step with the theme store after the first paint. */
function ThemeSync() {
  const { setDirection } = useDirection()
  const dir = useThemeStore((state) => state.dir)

  useLayoutEffect(() => {
    setDirection(dir)
  }, [dir, setDirection])

  useLayoutEffect(() => {
    applyDocumentTheme(document.documentElement, pickThemeFields(useThemeStore.getState()))
    return useThemeStore.subscribe((state) => applyDocumentTheme(document.documentElement, pickThemeFields(state)))
  }, [])

  return null
}

/**
 * Wraps the whole app. The theme store is the one source of truth: it drives Mantine's colour
 * scheme (through the colour scheme manager), Mantine's direction, the primary and dark
 * palettes, and the <html> attributes the shell's CSS reads.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const colors = useThemeStore(
    useShallow((state) => ({
      colorPrimaryRgb: state.colorPrimaryRgb,
      darkBg: state.darkBg,
      bodyBg: state.bodyBg,
      inputBorder: state.inputBorder,
      Light: state.Light,
    })),
  )
  const theme = useMemo(() => createAppTheme(colors), [colors])
  const initialDirection = useThemeStore.getState().dir

  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <ThemeSync />
        {children}
      </MantineProvider>
    </DirectionProvider>
  )
}
