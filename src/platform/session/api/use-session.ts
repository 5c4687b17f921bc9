import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { hasAnyPermission, permissionsNotHeld, type Permission, type PermissionMap } from '@common/permissions'
import type { Session } from '@common/session'
import { canOpenPage } from '../page-access'
import { currentUserQueryOptions } from './current-user'

/**
 * The signed-in session inside the content and subscription layouts. Their guards load it;
 * components only read the cache, so a cleared cache (logout) never triggers a GET `user`.
 * Kept out of current-user.ts, which the guards put in the entry script: `useQuery` and its
 * observer are needed only inside the signed-in shells, not on the sign-in pages.
 */
export function useSession(): Session | undefined {
  return useQuery({ ...currentUserQueryOptions(), enabled: false }).data
}

/** Spec section 6 for the signed-in user: owner, empty list, or any one listed permission. */
export function useCan(required?: readonly Permission[] | null): boolean {
  const session = useSession()
  if (!session) return false
  return hasAnyPermission({ is_owner: session.user.is_owner, permissions: session.permissions }, required)
}

/** Every list passes (`PIPELINE_ACCESS`: an applicant permission and job.view). */
export function useCanAll(required: readonly (readonly Permission[])[]): boolean {
  const session = useSession()
  if (!session) return false
  return required.every((permissions) => hasAnyPermission({ is_owner: session.user.is_owner, permissions: session.permissions }, permissions))
}

/** Whether the signed-in user may open the staff page at `to` (its guard's own check), so a link to it is worth offering. */
export function useCanOpen(to: string): boolean {
  const session = useSession()
  return session ? canOpenPage(session, to) : false
}

/**
 * Contract section 5 for the signed-in user: the permissions of `granted` they may not grant
 * (they do not hold them; `already` is what the role grants today, which they may keep). The
 * role editor and the role selects grey those out; the server refuses them anyway.
 */
export function useNotHeld(): (granted: PermissionMap, already?: PermissionMap) => Permission[] {
  const session = useSession()
  return useCallback(
    (granted: PermissionMap, already?: PermissionMap) =>
      permissionsNotHeld({ is_owner: session?.user.is_owner ?? false, permissions: session?.permissions ?? {} }, granted, already),
    [session],
  )
}
