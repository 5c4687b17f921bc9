import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import type { Role } from '@common/roles'
import { useNotHeld } from '@/platform/session/api/use-session'

/** The select's value for "no role": the user holds no permissions. */
export const NO_ROLE = ''

/** A role id as the select's value, and back (`null`: no role). */
export const roleValue = (roleId: number | null | undefined) => (roleId == null ? NO_ROLE : String(roleId))
export const roleIdOf = (value: string) => (value === NO_ROLE ? null : Number(value))

interface RoleSelectProps extends Omit<NativeSelectProps, 'data' | 'label'> {
  roles: readonly Pick<Role, 'id' | 'name' | 'permissions'>[]
}

/**
 * "Role": the company's roles, and no role at all. A role granting a permission the viewer does
 * not hold is shown but cannot be chosen (contract section 5: nobody grants what they do not hold).
 */
export function RoleSelect({ roles, ...props }: RoleSelectProps) {
  const notHeld = useNotHeld()
  return (
    <NativeSelect
      label="Role"
      data={[
        { value: NO_ROLE, label: 'No role (no permissions)' },
        ...roles.map((role) =>
          notHeld(role.permissions).length > 0
            ? { value: String(role.id), label: `${role.name} (grants permissions you do not hold)`, disabled: true }
            : { value: String(role.id), label: role.name },
        ),
      ]}
      {...props}
    />
  )
}
