// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import { Checkbox, SimpleGrid } from '@mantine/core'
import { memo } from 'react'
import { PERMISSION_ACTION_LABELS, PERMISSION_LABELS } from '@common/permission-labels'
import type { Permission, PermissionGroup } from '@common/permissions'
import { groupActions, PERMISSION_GROUPS, withAction, withWholeGroup, type PermissionSelection } from '../role-permissions'
import classes from './PermissionMatrix.module.css'

interface PermissionMatrixProps {
  value: PermissionSelection
  onChange: (value: PermissionSelection) => void
  /** Shown but not changeable (a viewer without role.edit). */
  readOnly?: boolean
  /** Permissions the viewer may not tick: they do not hold them (contract section 5). */
  locked?: ReadonlySet<Permission>
}

/**
 * Every permission of the catalogue: one group per row (a fieldset named by the group), its
 * actions as checkboxes named "<Group>: <action>" with one line on what each allows, and a
 * whole-row toggle that shows "some" as indeterminate. Memoised: typing the role's name does not
 * render its 28 checkboxes again.
 */
export const PermissionMatrix = memo(function PermissionMatrix({ value, onChange, readOnly = false, locked = NONE_LOCKED }: PermissionMatrixProps) {
  return (
    <div>
      {PERMISSION_GROUPS.map((group) => (
        <PermissionRow key={group} group={group} value={value} onChange={onChange} readOnly={readOnly} locked={locked} />
      ))}
    </div>
  )
})

const NONE_LOCKED: ReadonlySet<Permission> = new Set()

function PermissionRow({
  group,
  value,
  onChange,
  readOnly,
  locked,
}: PermissionMatrixProps & { group: PermissionGroup; readOnly: boolean; locked: ReadonlySet<Permission> }) {
  const labels = PERMISSION_LABELS[group]
  const descriptions = labels.actions as Record<string, string>
  const actions = groupActions(group)
  const held = value[group] ?? []
  const all = held.length === actions.length
  const isLocked = (action: string) => locked.has(`${group}.${action}` as Permission)
  // The whole row ticks what may be ticked; locked actions stay as they are.
  const grantable = actions.filter((action) => !isLocked(action))
  return (
    <div className={classes.group}>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{labels.label}</legend>
        <div className={classes.row}>
          {/* A single action needs no second box that does the same. */}
          {actions.length > 1 && (
            <Checkbox
              label={`All ${labels.label.toLowerCase()}`}
              checked={all}
              indeterminate={held.length > 0 && !all}
              disabled={readOnly || grantable.length === 0}
              onChange={(event) => onChange(withWholeGroup(value, group, event.currentTarget.checked, grantable))}
            />
          )}
          <SimpleGrid
            className={actions.length > 1 ? classes.actions : classes.alone}
            cols={{ base: 1, xs: 2, lg: 4 }}
            spacing="md"
            verticalSpacing="sm"
          >
            {actions.map((action) => {
              const actionLabel = PERMISSION_ACTION_LABELS[action as keyof typeof PERMISSION_ACTION_LABELS]
              return (
                <Checkbox
                  key={action}
                  label={actionLabel}
                  aria-label={`${labels.label}: ${actionLabel}`}
                  description={descriptions[action]}
                  checked={held.includes(action)}
                  disabled={readOnly || isLocked(action)}
                  onChange={(event) => onChange(withAction(value, group, action, event.currentTarget.checked))}
                />
              )
            })}
          </SimpleGrid>
        </div>
      </fieldset>
    </div>
  )
}
