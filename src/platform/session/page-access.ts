import { PIPELINE_ACCESS } from '@common/access/applicants'
import { hasAnyPermission, type Permission } from '@common/permissions'
import type { Session } from '@common/session'
import { AccessDeniedError } from '@/components/errors/access-denied-error'
import { pageHead } from '@/components/page/page-head'
import { MENU, PAGES_OUTSIDE_MENU } from '@/lib/menu'

export { AccessDeniedError }

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

/** A menu page or a page outside the menu, by its path. */
export function staffPage(to: string): MenuPage {
  return PAGES_OUTSIDE_MENU.some((entry) => entry.to === to) ? routePage(to) : menuPage(to)
}

/** Lists a page needs one permission of each, beyond its own entry's: the board also needs job.view. */
const ALSO_REQUIRED: Readonly<Record<string, readonly (readonly Permission[])[]>> = {
  '/jobs/pipeline/': Object.values(PIPELINE_ACCESS),
}

/**
 * Whether the page at `to` opens for the session: the owner, or a holder of one of its
 * permissions and of one of each further list it needs. A link to a page that would refuse is
 * not offered (the board to a role that may not read jobs).
 */
export function canOpenPage(session: Session, to: string): boolean {
  const caller = { is_owner: session.user.is_owner, permissions: session.permissions }
  return [staffPage(to).permissions, ...(ALSO_REQUIRED[to] ?? [])].every((permissions) => hasAnyPermission(caller, permissions))
}

/** The guard of the page at `to` (its `beforeLoad`, through src/lib/route-guards.ts): `canOpenPage`, else "Access denied". */
export function requirePage(session: Session, to: string): void {
  if (!canOpenPage(session, to)) throw new AccessDeniedError()
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
