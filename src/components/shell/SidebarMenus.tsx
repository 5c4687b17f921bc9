import { Collapse, Tooltip, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useClickOutside, useWindowEvent } from '@mantine/hooks'
import { useId, useState } from 'react'
import type { MenuSection } from '@/lib/menu'
import classes from './Menu.module.css'
import { MenuLink } from './MenuLink'
import { sectionIcon } from './menu-icons'
import { SectionFlyout } from './SectionFlyout'
import type { MenuState } from './use-menu'

/** MAIN holds Home alone; styles that fold sections show it as a plain link. */
const isMain = (section: MenuSection) => section.heading === 'MAIN'

interface MenuProps {
  menu: MenuState
  onNavigate?: () => void
}

/**
 * Headings with their links: the default sidebar, its icon rails (`compact`, titles in tooltips
 * unless the rail opens on hover) and the narrow-screen drawer.
 */
export function ListMenu({
  menu,
  onNavigate,
  compact = false,
  tooltips = false,
}: MenuProps & { compact?: boolean; tooltips?: boolean }) {
  return (
    <div className={classes.sections} data-compact={compact || undefined}>
      {menu.sections.map((section) => (
        <MenuGroup key={section.heading} section={section}>
          {section.items.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} active={item.to === menu.activePath} tooltip={tooltips} onNavigate={onNavigate} />
            </li>
          ))}
        </MenuGroup>
      ))}
    </div>
  )
}

function MenuGroup({ section, children }: { section: MenuSection; children: React.ReactNode }) {
  const headingId = useId()
  return (
    <div role="group" aria-labelledby={headingId} className={classes.group} data-section={section.heading}>
      <p id={headingId} className={classes.heading}>
        {section.heading}
      </p>
      <ul className={classes.list}>{children}</ul>
    </div>
  )
}

/** Menu Click: each section opens and closes on a click; the current page's section starts open. */
export function AccordionMenu({ menu }: MenuProps) {
  const [open, setOpen] = useState<readonly string[]>(() => (menu.activeHeading ? [menu.activeHeading] : []))
  const toggle = (heading: string) =>
    setOpen((current) => (current.includes(heading) ? current.filter((h) => h !== heading) : [...current, heading]))

  return (
    <div className={classes.sections}>
      {menu.sections.map((section) =>
        isMain(section) ? (
          <ul key={section.heading} className={classes.list}>
            {section.items.map((item) => (
              <li key={item.to}>
                <MenuLink item={item} active={item.to === menu.activePath} />
              </li>
            ))}
          </ul>
        ) : (
          <AccordionSection
            key={section.heading}
            section={section}
            activePath={menu.activePath}
            expanded={open.includes(section.heading)}
            onToggle={() => toggle(section.heading)}
          />
        ),
      )}
    </div>
  )
}

function AccordionSection({
  section,
  activePath,
  expanded,
  onToggle,
}: {
  section: MenuSection
  activePath: string | null
  expanded: boolean
  onToggle: () => void
}) {
  const panelId = useId()
  const Icon = sectionIcon(section.heading)
  return (
    <div>
      <UnstyledButton
        className={classes.sectionButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        data-active={section.items.some((item) => item.to === activePath) || undefined}
        onClick={onToggle}
      >
        <Icon className={classes.linkIcon} stroke={1.7} aria-hidden />
        <span className={classes.linkLabel}>{section.heading}</span>
        <IconChevronDown className={classes.chevron} size={16} aria-hidden />
      </UnstyledButton>
      <Collapse expanded={expanded} id={panelId} keepMounted={false}>
        <ul className={classes.subList}>
          {section.items.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} active={item.to === activePath} />
            </li>
          ))}
        </ul>
      </Collapse>
    </div>
  )
}

interface FlyoutMenuProps extends MenuProps {
  trigger: 'click' | 'hover'
  iconOnly: boolean
  /** Beside the sidebar, or below the bar of the horizontal layout. */
  placement?: 'side' | 'below'
  className?: string
}

/**
 * Menu Hover, Icon Click, Icon Hover: Home as a link, each section opening its links in a panel
 * (beside the sidebar, or below the horizontal bar).
 */
export function FlyoutMenu({ menu, trigger, iconOnly, placement = 'side', className = classes.list }: FlyoutMenuProps) {
  return (
    <ul className={className} data-rail={iconOnly || undefined}>
      {menu.sections.map((section) =>
        isMain(section) ? (
          section.items.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} active={item.to === menu.activePath} tooltip={iconOnly} />
            </li>
          ))
        ) : (
          <li key={section.heading}>
            <SectionFlyout
              section={section}
              activePath={menu.activePath}
              trigger={trigger}
              iconOnly={iconOnly}
              placement={placement}
            />
          </li>
        ),
      )}
    </ul>
  )
}

/**
 * The collapsed Icon Text rail: each section as its icon over a caption. A click opens the whole
 * menu over the content, with the focus on that section's first entry.
 */
export function IconTextRail({
  menu,
  expanded,
  onOpen,
}: MenuProps & { expanded: boolean; onOpen: (heading: string) => void }) {
  return (
    <ul className={classes.list}>
      {menu.sections.map((section) => {
        const Icon = sectionIcon(section.heading)
        return (
          <li key={section.heading}>
            <UnstyledButton
              className={classes.captionButton}
              data-active={section.heading === menu.activeHeading || undefined}
              aria-expanded={expanded}
              onClick={() => onOpen(section.heading)}
            >
              <Icon className={classes.linkIcon} stroke={1.7} aria-hidden />
              <span className={classes.caption}>{section.heading}</span>
            </UnstyledButton>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Double Menu: a rail of sections beside a panel with the chosen section's links. With the
 * panel closed (sidebar toggled), choosing a section opens the panel over the content.
 */
export function DoubleMenu({ menu, panelOpen, onNavigate }: MenuProps & { panelOpen: boolean }) {
  const [chosen, setChosen] = useState<string | null>(null)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const panelId = useId()
  // The panel laid over the page closes like any popup: outside click or Escape.
  const ref = useClickOutside<HTMLDivElement>(() => setOverlayOpen(false))
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') setOverlayOpen(false)
  })
  const current =
    menu.sections.find((section) => section.heading === (chosen ?? menu.activeHeading)) ?? menu.sections[0]
  const showPanel = panelOpen || overlayOpen

  return (
    <div ref={ref} className={classes.double} data-panel-overlay={(!panelOpen && overlayOpen) || undefined}>
      <ul className={classes.list} data-rail>
        {menu.sections.map((section) => {
          const Icon = sectionIcon(section.heading)
          const selected = section.heading === current?.heading
          return (
            <li key={section.heading}>
              <Tooltip label={section.heading} position="right" withArrow openDelay={150}>
                <UnstyledButton
                  className={classes.railButton}
                  data-active={section.heading === menu.activeHeading || undefined}
                  data-selected={(selected && showPanel) || undefined}
                  aria-expanded={selected && showPanel}
                  aria-controls={showPanel ? panelId : undefined}
                  onClick={() => {
                    setChosen(section.heading)
                    if (!panelOpen) setOverlayOpen((open) => !(open && selected))
                  }}
                >
                  <Icon className={classes.linkIcon} stroke={1.7} aria-hidden />
                  <span className={classes.railLabel}>{section.heading}</span>
                </UnstyledButton>
              </Tooltip>
            </li>
          )
        })}
      </ul>
      {showPanel && current && (
        <div id={panelId} className={classes.doublePanel}>
          <MenuGroup section={current}>
            {current.items.map((item) => (
              <li key={item.to}>
                <MenuLink
                  item={item}
                  active={item.to === menu.activePath}
                  onNavigate={() => {
                    setOverlayOpen(false)
                    onNavigate?.()
                  }}
                />
              </li>
            ))}
          </MenuGroup>
        </div>
      )}
    </div>
  )
}
