import { ScrollArea } from '@mantine/core'
import { useClickOutside, useWindowEvent } from '@mantine/hooks'
import { useEffect, useState, type ReactNode } from 'react'
import { useThemeStore } from '@/stores/theme'
import { Brand } from './Brand'
import classes from './Shell.module.css'
import type { SidebarLayout } from './sidebar-layout'
import { AccordionMenu, DoubleMenu, FlyoutMenu, IconTextRail, ListMenu } from './SidebarMenus'
import type { MenuState } from './use-menu'

export const MAIN_NAVIGATION = 'Main navigation'

/** The wide-screen vertical sidebar in whichever of the spec's styles is chosen. */
export function Sidebar({ layout, menu }: { layout: SidebarLayout; menu: MenuState }) {
  const setTheme = useThemeStore((state) => state.setTheme)
  const closeIconText = () => setTheme({ iconText: '' })
  const iconTextRef = useClickOutside<HTMLDivElement>(() => layout.expanded && closeIconText())
  const [chosenSection, setChosenSection] = useState<string | null>(null)

  useEffect(() => {
    if (!layout.expanded || !chosenSection) return
    const panel = iconTextRef.current
    const group = [...(panel?.querySelectorAll<HTMLElement>('[data-section]') ?? [])].find(
      (element) => element.dataset.section === chosenSection,
    )
    group?.querySelector<HTMLElement>('a')?.focus()
  }, [layout.expanded, chosenSection, iconTextRef])

  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && layout.expanded) closeIconText()
  })

  let content: ReactNode
  switch (layout.kind) {
    case 'accordion':
      content = (
        <Scrolling>
          <AccordionMenu menu={menu} />
        </Scrolling>
      )
      break
    case 'flyout':
      content = (
        <div className={classes.navInner}>
          <FlyoutMenu menu={menu} trigger={layout.trigger} iconOnly={layout.compact} />
        </div>
      )
      break
    case 'icon-text':
      content = (
        <>
          <div className={classes.navInner}>
            <IconTextRail
              menu={menu}
              expanded={layout.expanded}
              onOpen={(heading) => {
                setChosenSection(heading)
                setTheme({ iconText: 'open' })
              }}
            />
          </div>
          {layout.expanded && (
            <div ref={iconTextRef} className={classes.iconTextPanel}>
              <Scrolling>
                <ListMenu menu={menu} onNavigate={closeIconText} />
              </Scrolling>
            </div>
          )}
        </>
      )
      break
    case 'double':
      content = <DoubleMenu menu={menu} panelOpen={layout.panelOpen} />
      break
    case 'list':
      content = (
        <Scrolling>
          <ListMenu menu={menu} compact={layout.compact} tooltips={layout.compact && !layout.expandOnHover} />
        </Scrolling>
      )
      break
  }

  return (
    <div
      className={`${classes.sidebar} ${classes.menuSurface}`}
      data-kind={layout.kind}
      data-compact={layout.compact || undefined}
      data-expand-on-hover={layout.expandOnHover || undefined}
      data-detached={layout.detached || undefined}
      data-hidden={layout.hidden || undefined}
    >
      {!layout.detached && (
        <div className={classes.sidebarBrand}>
          <Brand compact={layout.compact || (layout.kind === 'double' && !layout.panelOpen)} />
        </div>
      )}
      <nav aria-label={MAIN_NAVIGATION} className={classes.nav}>
        {content}
      </nav>
    </div>
  )
}

function Scrolling({ children }: { children: ReactNode }) {
  return (
    <ScrollArea className={classes.navScroll} type="hover" scrollbarSize={6}>
      <div className={classes.navInner}>{children}</div>
    </ScrollArea>
  )
}
