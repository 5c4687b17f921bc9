import { useComputedColorScheme, useMantineColorScheme, UnstyledButton } from '@mantine/core'
import { useFullscreenDocument } from '@mantine/hooks'
import { IconMaximize, IconMinimize, IconMoon, IconSun } from '@tabler/icons-react'
import classes from './Shell.module.css'

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const scheme = useComputedColorScheme('light')
  return (
    <UnstyledButton
      className={classes.iconButton}
      aria-label="Toggle color scheme"
      title={scheme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <IconSun stroke={1.7} aria-hidden /> : <IconMoon stroke={1.7} aria-hidden />}
    </UnstyledButton>
  )
}

/** Fullscreen API on the whole document; hidden where the browser does not offer it. */
export function FullscreenToggle() {
  const { toggle, fullscreen } = useFullscreenDocument()
  return (
    <UnstyledButton
      className={classes.iconButton}
      aria-label="Toggle fullscreen"
      aria-pressed={fullscreen}
      title={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
      onClick={() => void toggle().catch(() => undefined)}
    >
      {fullscreen ? <IconMinimize stroke={1.7} aria-hidden /> : <IconMaximize stroke={1.7} aria-hidden />}
    </UnstyledButton>
  )
}
