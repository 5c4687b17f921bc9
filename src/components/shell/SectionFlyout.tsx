import { Popover, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuSection } from '@/lib/menu'
import classes from './Menu.module.css'
import { MenuLink } from './MenuLink'
import { sectionIcon } from './menu-icons'

interface SectionFlyoutProps {
  section: MenuSection
  activePath: string | null
  trigger: 'click' | 'hover'
  /** The section shows as its icon alone (Icon Click, Icon Hover). */
  iconOnly: boolean
  /** Beside a vertical sidebar, or below a horizontal bar. */
  placement: 'side' | 'below'
}

const HOVER_CLOSE_DELAY_MS = 160

/**
 * A section of the menu as a disclosure button whose links open in a panel: on click, or on
 * hover (a click still toggles it, for keyboards and touch). The links stay inside the
 * navigation landmark, and Escape or a click outside closes the panel.
 */
export function SectionFlyout({ section, activePath, trigger, iconOnly, placement }: SectionFlyoutProps) {
  const [opened, setOpened] = useState(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const panelId = useId()
  const Icon = sectionIcon(section.heading)
  const active = section.items.some((item) => item.to === activePath)

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const hover =
    trigger === 'hover'
      ? {
          onMouseEnter: () => {
            window.clearTimeout(closeTimer.current)
            setOpened(true)
          },
          onMouseLeave: () => {
            closeTimer.current = window.setTimeout(() => setOpened(false), HOVER_CLOSE_DELAY_MS)
          },
        }
      : {}

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position={placement === 'side' ? 'right-start' : 'bottom-start'}
      offset={placement === 'side' ? 12 : 8}
      withRoles={false}
      withinPortal={false}
      shadow="md"
      radius="md"
      transitionProps={{ transition: 'pop', duration: 120 }}
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.sectionButton}
          data-active={active || undefined}
          data-icon-only={iconOnly || undefined}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          onClick={() => setOpened((current) => !current)}
          {...hover}
        >
          <Icon className={classes.linkIcon} stroke={1.7} aria-hidden />
          {iconOnly ? (
            <VisuallyHidden>{section.heading}</VisuallyHidden>
          ) : (
            <>
              <span className={classes.linkLabel}>{section.heading}</span>
              <IconChevronDown className={classes.chevron} size={16} aria-hidden />
            </>
          )}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown id={panelId} className={classes.flyout} {...hover}>
        <p className={classes.flyoutHeading} aria-hidden>
          {section.heading}
        </p>
        <ul className={classes.list}>
          {section.items.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} active={item.to === activePath} onNavigate={() => setOpened(false)} />
            </li>
          ))}
        </ul>
      </Popover.Dropdown>
    </Popover>
  )
}
