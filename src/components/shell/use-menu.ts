import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useSession } from '@/platform/session/api/use-session'
import { visibleMenu, type MenuItem, type MenuSection } from '@/lib/menu'

/**
 * The entry a path belongs to: the longest menu path it starts with, so /jobs/12/ highlights
 * Jobs List while /jobs/create/ highlights New Job. Home only matches itself.
 */
export function activeMenuPath(pathname: string, items: readonly MenuItem[]): string | null {
  let best: string | null = null
  for (const { to } of items) {
    const matches = to === '/' ? pathname === '/' : pathname.startsWith(to)
    if (matches && (best === null || to.length > best.length)) best = to
  }
  return best
}

export interface MenuState {
  sections: MenuSection[]
  items: MenuItem[]
  activePath: string | null
  activeHeading: string | null
}

/** The menu this user may see (spec 6) and where the current page sits in it. */
export function useMenu(): MenuState {
  const session = useSession()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const sections = useMemo(
    () => visibleMenu(session ? { is_owner: session.user.is_owner, permissions: session.permissions } : null),
    [session],
  )
  return useMemo(() => {
    const items = sections.flatMap((section) => section.items)
    const activePath = activeMenuPath(pathname, items)
    const activeHeading =
      sections.find((section) => section.items.some((item) => item.to === activePath))?.heading ?? null
    return { sections, items, activePath, activeHeading }
  }, [sections, pathname])
}
