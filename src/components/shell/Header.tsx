import { UnstyledButton } from '@mantine/core'
import { useHotkeys, useOs } from '@mantine/hooks'
import { IconLayoutSidebar, IconMenu2, IconPalette, IconSearch } from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Brand } from './Brand'
import { ColorSchemeToggle, FullscreenToggle } from './HeaderButtons'
import { menuSearch } from './menu-search-store'
import { ProfileMenu } from './ProfileMenu'
import classes from './Shell.module.css'
import { useHeaderPin } from './use-header-pin'

const loadMenuSearch = () => import('./MenuSearch')
const MenuSearch = lazy(loadMenuSearch)
const loadThemeSettings = () => import('@/components/theme/ThemeSettingsDrawer')
const ThemeSettingsDrawer = lazy(loadThemeSettings)

interface HeaderProps {
  /** Content layout: the sidebar toggle, menu search and the profile menu's Settings. */
  withSidebar: boolean
  /** Whether the logo sits here (when no sidebar shows it). */
  showBrand: boolean
  sidebarExpanded?: boolean
  onToggleSidebar?: () => void
}

/** The header (spec 2), 3.75rem high: logo, sidebar toggle, search, mode, fullscreen, theme, profile. */
export function Header({ withSidebar, showBrand, sidebarExpanded, onToggleSidebar }: HeaderProps) {
  const ref = useRef<HTMLElement>(null)
  const pinned = useHeaderPin(ref)
  const [searchLoaded, setSearchLoaded] = useState(false)
  const [settingsLoaded, setSettingsLoaded] = useState(false)
  const [settingsOpened, setSettingsOpened] = useState(false)
  const os = useOs()

  const openSearch = () => {
    setSearchLoaded(true)
    menuSearch.open()
  }
  useHotkeys(withSidebar ? [['mod+K', openSearch]] : [])

  return (
    <header ref={ref} className={classes.header} data-pinned={pinned || undefined}>
      <div className={classes.headerStart}>
        {withSidebar && (
          <UnstyledButton
            className={classes.iconButton}
            aria-label="Toggle sidebar"
            aria-expanded={sidebarExpanded}
            onClick={onToggleSidebar}
          >
            {sidebarExpanded ? <IconLayoutSidebar stroke={1.7} aria-hidden /> : <IconMenu2 stroke={1.7} aria-hidden />}
          </UnstyledButton>
        )}
        {showBrand && <Brand />}
        {withSidebar && (
          <UnstyledButton
            className={classes.searchButton}
            aria-label="Search"
            aria-haspopup="dialog"
            onClick={openSearch}
            onPointerEnter={() => void loadMenuSearch()}
            onFocus={() => void loadMenuSearch()}
          >
            <IconSearch size={18} stroke={1.8} aria-hidden />
            <span className={classes.searchText} aria-hidden>
              Search the menu…
            </span>
            <span className={classes.searchKeys} dir="ltr" aria-hidden>
              <kbd>{os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl'}</kbd>
              <kbd>K</kbd>
            </span>
          </UnstyledButton>
        )}
      </div>
      <div className={classes.headerEnd}>
        <ColorSchemeToggle />
        <FullscreenToggle />
        <UnstyledButton
          className={classes.iconButton}
          aria-label="Open theme settings"
          aria-haspopup="dialog"
          onClick={() => {
            setSettingsLoaded(true)
            setSettingsOpened(true)
          }}
          onPointerEnter={() => void loadThemeSettings()}
        >
          <IconPalette stroke={1.7} aria-hidden />
        </UnstyledButton>
        <ProfileMenu withContentPages={withSidebar} />
      </div>
      {/* Separate boundaries, so loading one panel never unmounts the other. */}
      <Suspense fallback={null}>{searchLoaded && <MenuSearch />}</Suspense>
      <Suspense fallback={null}>
        {settingsLoaded && <ThemeSettingsDrawer opened={settingsOpened} onClose={() => setSettingsOpened(false)} />}
      </Suspense>
    </header>
  )
}
