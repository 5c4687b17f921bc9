import { ActionIcon, Menu } from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** One entry of a row's menu. */
export interface RowAction {
  label: string
  icon: ReactNode
  /** Red: takes access away or cannot be undone. */
  danger?: boolean
  run: () => void
}

interface ActionsMenuProps {
  /** Whom or what the row shows: the button is named "Actions for <name>". */
  name: string
  actions: readonly RowAction[]
  busy?: boolean
}

/** A row's actions behind one button; nothing at all when the viewer may do nothing. */
export function ActionsMenu({ name, actions, busy = false }: ActionsMenuProps) {
  if (actions.length === 0) return null
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} color={action.danger ? 'red' : undefined} leftSection={action.icon} onClick={action.run}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
