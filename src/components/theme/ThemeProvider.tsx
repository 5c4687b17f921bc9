import '@mantine/core/styles.css'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <MantineProvider>{children}</MantineProvider>
}
