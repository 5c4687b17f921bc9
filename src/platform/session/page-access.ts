import { hasAnyPermission, type Permission } from '@common/permissions'
import type { Session } from '@common/session'
import { pageHead } from '@/components/page/page-head'
import { MENU, PAGES_OUTSIDE_MENU } from '@/lib/menu'

/** Thrown by a page guard; the route's error boundary shows "Access denied" inside the shell. */
export class AccessDeniedError extends Error {
  constructor() {
    super('You do not have permission to open this page.')
    this.name = 'AccessDeniedError'
  }
}

export interface MenuPage {
  title: string
  permissions: readonly Permission[]
}

/**
 * The title and permission list of a menu route, read from the menu itself so the page guard
 * and the sidebar can never disagree. An unknown path is a programming error, caught at import.
 */
export function menuPage(to: string): MenuPage {
  for (const section of MENU) {
    const item = section.items.find((entry) => entry.to === to)
    if (item) return { title: item.title, permissions: item.permissions }
  }
  throw new Error(`No menu entry for ${to}`)
}

/**
 * The title and permission list of a page outside the menu (a job's view or edit page), from
 * the menu module's list of such pages; an unknown path is a programming error, as above.
 */
export function routePage(to: string): MenuPage {
  const page = PAGES_OUTSIDE_MENU.find((entry) => entry.to === to)
  if (page) return { title: page.title, permissions: page.permissions }
  throw new Error(`No page entry for ${to}`)
}

/** Spec section 6: the page opens for the owner or a holder of any listed permission. */
export function requirePermission(session: Session, permissions: readonly Permission[]): void {
  if (!hasAnyPermission({ is_owner: session.user.is_owner, permissions: session.permissions }, permissions)) {
    throw new AccessDeniedError()
  }
}

/** A page's document title (menu page or not), which names the refusal instead when the guard refused it. */
export function menuPageHead(page: MenuPage) {
  return ({ match }: { match: { error: unknown } }) =>
    pageHead(match.error instanceof AccessDeniedError ? 'Access denied' : page.title)
}
