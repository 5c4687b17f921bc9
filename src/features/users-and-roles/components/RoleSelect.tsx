import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import type { Role } from '@common/roles'

/** The select's value for "no role": the user holds no permissions. */
export const NO_ROLE = ''

/** A role id as the select's value, and back (`null`: no role). */
export const roleValue = (roleId: number | null | undefined) => (roleId == null ? NO_ROLE : String(roleId))
export const roleIdOf = (value: string) => (value === NO_ROLE ? null : Number(value))

interface RoleSelectProps extends Omit<NativeSelectProps, 'data' | 'label'> {
  roles: readonly Pick<Role, 'id' | 'name'>[]
}

/** "Role": the company's roles, and no role at all. */
export function RoleSelect({ roles, ...props }: RoleSelectProps) {
  return (
    <NativeSelect
      label="Role"
      data={[{ value: NO_ROLE, label: 'No role (no permissions)' }, ...roles.map((role) => ({ value: String(role.id), label: role.name }))]}
      {...props}
    />
  )
}
