import type { NavStyle } from '@/stores/theme'
import { MenuLink } from './MenuLink'
import { SectionFlyout } from './SectionFlyout'
import classes from './Shell.module.css'
import { MAIN_NAVIGATION } from './Sidebar'
import type { MenuState } from './use-menu'

/**
 * The menu across the top (horizontal layout): Home, then one dropdown per section, opening on
 * click or hover and showing labels or icons as the navigation style says.
 */
export function HorizontalNav({ menu, navStyle, hidden }: { menu: MenuState; navStyle: NavStyle; hidden: boolean }) {
  const trigger = navStyle === 'menu-hover' || navStyle === 'icon-hover' ? 'hover' : 'click'
  const iconOnly = navStyle === 'icon-click' || navStyle === 'icon-hover'
  return (
    <nav
      aria-label={MAIN_NAVIGATION}
      className={`${classes.topnav} ${classes.menuSurface}`}
      data-hidden={hidden || undefined}
    >
      <ul className={classes.topnavList} data-rail={iconOnly || undefined}>
        {menu.sections.map((section) =>
          section.heading === 'MAIN' ? (
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
                placement="below"
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
