import { Tooltip } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { MenuCounter, MenuItem } from '@/lib/menu'
import classes from './Menu.module.css'
import { itemIcon } from './menu-icons'
import { useMenuCounter } from './menu-counters'

interface MenuLinkProps {
  item: MenuItem
  active: boolean
  /** Shows the title in a tooltip, for rails where the container hides the labels. */
  tooltip?: boolean
  onNavigate?: () => void
}

/** One menu entry: a link named exactly by its spec title. */
export function MenuLink(props: MenuLinkProps) {
  return props.item.counter ? <CountedMenuLink {...props} counter={props.item.counter} /> : <PlainMenuLink {...props} />
}

function PlainMenuLink({ item, active, tooltip = false, onNavigate, describedBy }: MenuLinkProps & { describedBy?: string }) {
  const Icon = itemIcon(item.title)
  const link = (
    <Link
      to={item.to}
      className={classes.link}
      data-active={active || undefined}
      data-counted={describedBy ? true : undefined}
      aria-describedby={describedBy}
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

/**
 * An entry with a count beside it (requisitions waiting for the user). The badge sits outside
 * the link, so the link's name stays exactly the title; the count reaches screen readers as the
 * link's description.
 */
function CountedMenuLink({ counter, ...props }: MenuLinkProps & { counter: MenuCounter }) {
  const shown = useMenuCounter(counter)
  const descriptionId = useId()
  if (!shown) return <PlainMenuLink {...props} />
  return (
    <>
      <PlainMenuLink {...props} describedBy={descriptionId} />
      <span className={classes.counter} aria-hidden>
        {shown.count > 99 ? '99+' : shown.count}
      </span>
      <span id={descriptionId} hidden>
        {shown.description}
      </span>
    </>
  )
}
