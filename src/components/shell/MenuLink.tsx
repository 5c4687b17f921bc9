import { Tooltip } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { MenuItem } from '@/lib/menu'
import classes from './Menu.module.css'
import { itemIcon } from './menu-icons'

interface MenuLinkProps {
  item: MenuItem
  active: boolean
  /** Shows the title in a tooltip, for rails where the container hides the labels. */
  tooltip?: boolean
  onNavigate?: () => void
}

/** One menu entry: a link named exactly by its spec title. */
export function MenuLink({ item, active, tooltip = false, onNavigate }: MenuLinkProps) {
  const Icon = itemIcon(item.title)
  const link = (
    <Link
      to={item.to}
      className={classes.link}
      data-active={active || undefined}
      activeOptions={{ exact: true }}
      onClick={onNavigate}
    >
      <Icon className={classes.linkIcon} stroke={1.7} aria-hidden />
      <span className={classes.linkLabel}>{item.title}</span>
    </Link>
  )
  if (!tooltip) return link
  return (
    <Tooltip label={item.title} position="right" withArrow openDelay={150}>
      {link}
    </Tooltip>
  )
}
