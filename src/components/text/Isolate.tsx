import type { ReactNode } from 'react'

/**
 * Text the interface writes left to right whatever the page's direction: an amount, a salary
 * range, a date, a duration ("8 d"), a size ("175 B"), a count with its noun. Isolated, so in a
 * right-to-left page "$65,000 – $80,000" keeps its order and its neighbours do not pull it apart.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}

/**
 * Text someone typed (a name, a title, an email): its direction is its own first strong letter's,
 * isolated from the sentence around it, so a Hebrew name in an English line reads whole.
 */
export function Bdi({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>
}
