import type { ReactNode } from 'react'

export function ContentShell({ children }: { children: ReactNode }) {
  return <main>{children}</main>
}
