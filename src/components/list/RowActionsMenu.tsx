import { ActionIcon, Menu } from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router'
import { Fragment, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type RefObject } from 'react'
import { MenuItemLink } from '@/components/links'

/** One entry of a row's menu: a page to open (`link`) or something to do (`onClick`). */
export interface RowAction {
  label: string
  icon: ReactNode
  /** Built with the router's `linkOptions()`, which checks `to` and `search`. */
  link?: LinkOptions<RegisteredRouter, string, string>
  onClick?: () => void
  color?: string
  /** A line above the entry, setting it apart (a destructive action). */
  dividerBefore?: boolean
}

interface RowActionsMenuProps {
  /** The record's name: the button is "Actions for <name>". */
  name: string
  /** Only the actions the user may take; without any, no button shows. */
  items: readonly RowAction[]
  /** Something the menu started is on its way (a status change). */
  busy?: boolean
}

/**
 * A row's actions behind one button named after the record. The menu itself mounts on first
 * use: a page of 25 closed menus, each with its own floating position tracking, cost a list's
 * first render more than the rows themselves.
 */
export function RowActionsMenu({ name, items, busy = false }: RowActionsMenuProps) {
  const [used, setUsed] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  if (items.length === 0) return null
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      aria-label={`Actions for ${name}`}
      aria-haspopup="menu"
      loading={busy}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  )
  return used ? <ActionsMenu items={items} target={button} targetRef={buttonRef} /> : button
}

interface ActionsMenuProps {
  items: readonly RowAction[]
  target: ReactElement
  targetRef: RefObject<HTMLButtonElement | null>
}

function ActionsMenu({ items, target, targetRef }: ActionsMenuProps) {
  // The button was mounted anew inside the menu, so the menu's own focus return would aim at the
  // one it replaced: Escape brings focus back to it here.
  const backToButton = (event: KeyboardEvent) => {
    if (event.key === 'Escape') requestAnimationFrame(() => targetRef.current?.focus())
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown onKeyDown={backToButton}>
        {items.map(({ label, icon, link, onClick, color, dividerBefore }) => (
          <Fragment key={label}>
            {dividerBefore && <Menu.Divider />}
            {link ? (
              <MenuItemLink {...link} leftSection={icon} color={color}>
                {label}
              </MenuItemLink>
            ) : (
              <Menu.Item onClick={onClick} leftSection={icon} color={color}>
                {label}
              </Menu.Item>
            )}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
