import type { NavStyle } from '@/stores/theme'
import classes from './Shell.module.css'
import { MAIN_NAVIGATION } from './Sidebar'
import { FlyoutMenu } from './SidebarMenus'
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
      <FlyoutMenu menu={menu} trigger={trigger} iconOnly={iconOnly} placement="below" className={classes.topnavList} />
    </nav>
  )
}
