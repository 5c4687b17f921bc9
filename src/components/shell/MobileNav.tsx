import { CloseButton, Drawer, useDirection } from '@mantine/core'
import { Brand } from './Brand'
import classes from './Shell.module.css'
import { MAIN_NAVIGATION } from './Sidebar'
import { ListMenu } from './SidebarMenus'
import type { MenuState } from './use-menu'

/** Below 992 px the menu is a drawer from the inline-start edge, opened by "Toggle sidebar". */
export function MobileNav({ opened, onClose, menu }: { opened: boolean; onClose: () => void; menu: MenuState }) {
  const { dir } = useDirection()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="17.5rem"
      withCloseButton={false}
      padding={0}
      attributes={{ content: { 'aria-label': 'Menu' } }}
      classNames={{ body: `${classes.drawerBody} ${classes.menuSurface}`, content: classes.menuSurface }}
    >
      <div className={classes.drawerHeader}>
        <Brand />
        <CloseButton aria-label="Close menu" onClick={onClose} className={classes.drawerClose} size="lg" />
      </div>
      <nav aria-label={MAIN_NAVIGATION}>
        <div className={classes.navInner}>
          <ListMenu menu={menu} onNavigate={onClose} />
        </div>
      </nav>
    </Drawer>
  )
}
