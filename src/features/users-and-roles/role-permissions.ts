import { PERMISSION_CATALOGUE, type PermissionGroup } from '@common/permissions'

/** A role's permissions as the editor holds them: group → the actions ticked, in catalogue order. */
export type PermissionSelection = Partial<Record<PermissionGroup, string[]>>

export const PERMISSION_GROUPS = Object.keys(PERMISSION_CATALOGUE) as PermissionGroup[]

export function groupActions(group: PermissionGroup): readonly string[] {
  return PERMISSION_CATALOGUE[group]
}

/** Ticks or clears one action, keeping the catalogue's order and leaving out empty groups. */
export function withAction(selection: PermissionSelection, group: PermissionGroup, action: string, held: boolean): PermissionSelection {
  const current = selection[group] ?? []
  return withGroupActions(selection, group, groupActions(group).filter((each) => (each === action ? held : current.includes(each))))
}

/**
 * Ticks or clears a whole group: the actions in `changeable` (by default all), leaving the others
 * as they are (permissions the editor may not grant).
 */
export function withWholeGroup(
  selection: PermissionSelection,
  group: PermissionGroup,
  held: boolean,
  changeable: readonly string[] = groupActions(group),
): PermissionSelection {
  const current = selection[group] ?? []
  return withGroupActions(
    selection,
    group,
    groupActions(group).filter((action) => (changeable.includes(action) ? held : current.includes(action))),
  )
}

function withGroupActions(selection: PermissionSelection, group: PermissionGroup, actions: readonly string[]): PermissionSelection {
  const { [group]: _replaced, ...others } = selection
  return actions.length > 0 ? { ...others, [group]: [...actions] } : others
}

/** How many permissions a role grants. */
export function permissionCount(permissions: Readonly<Record<string, readonly string[]>>): number {
  return Object.values(permissions).reduce((total, actions) => total + actions.length, 0)
}

const ROLE_NAME_MAX = 80

/** A duplicate's name, "Copy of Recruiter", numbered when that name is taken already. */
export function copyName(name: string, taken: readonly string[]): string {
  const names = new Set(taken.map((each) => each.toLowerCase()))
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : ` (${number})`
    const candidate = `Copy of ${name}`.slice(0, ROLE_NAME_MAX - suffix.length) + suffix
    if (!names.has(candidate.toLowerCase())) return candidate
  }
}
