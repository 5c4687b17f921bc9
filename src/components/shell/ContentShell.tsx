import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useNotificationsRequested } from '@/components/feedback/notify'
import { useThemeStore } from '@/stores/theme'
import { Footer } from './Footer'
import { Header } from './Header'
import { HorizontalNav } from './HorizontalNav'
import { MobileNav } from './MobileNav'
import { RouteProgress } from './RouteProgress'
import { ScrollToTop } from './ScrollToTop'
import classes from './Shell.module.css'
import { Sidebar } from './Sidebar'
import { sidebarLayout } from './sidebar-layout'
import { useMenu } from './use-menu'
import { useWideScreen } from './use-wide-screen'

const Toasts = lazy(() => import('@/components/feedback/Toasts'))

/**
 * The content layout's frame (spec 2): header, the menu (sidebar, horizontal bar or, below
 * 992 px, a drawer), the page, footer and scroll-to-top.
 */
export function ContentShell({ children }: { children: ReactNode }) {
  const theme = useThemeStore(
    useShallow((state) => ({
      dataNavLayout: state.dataNavLayout,
      dataNavStyle: state.dataNavStyle,
      dataVerticalStyle: state.dataVerticalStyle,
      dataToggled: state.dataToggled,
      iconText: state.iconText,
    })),
  )
  const toggleSidebar = useThemeStore((state) => state.toggleSidebar)
  const wide = useWideScreen()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menu = useMenu()
  const mainRef = useRef<HTMLElement>(null)
  const toasts = useNotificationsRequested()

  // The drawer belongs to narrow screens only; widening the window closes it.
  useEffect(() => {
    if (wide) setDrawerOpen(false)
  }, [wide])

  const horizontal = theme.dataNavLayout === 'horizontal'
  const collapsed = theme.dataToggled === 'collapsed'
  const layout = sidebarLayout(theme)
  const sidebarShown = wide && !horizontal
  const brandInHeader = !wide || horizontal || layout.detached || layout.hidden

  return (
    <div
      className={classes.shell}
      data-layout={!wide || horizontal ? 'horizontal' : layout.detached ? 'detached' : 'vertical'}
      style={{ '--sd-sidebar-track': sidebarShown ? layout.width : '0rem' } as CSSProperties}
    >
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault()
          mainRef.current?.focus()
        }}
      >
        Skip to content
      </a>
      <Header
        withSidebar
        showBrand={brandInHeader}
        sidebarExpanded={wide ? !collapsed : drawerOpen}
        onToggleSidebar={wide ? toggleSidebar : () => setDrawerOpen((open) => !open)}
      />
      {wide && horizontal && <HorizontalNav menu={menu} navStyle={theme.dataNavStyle} hidden={collapsed} />}
      {sidebarShown && <Sidebar layout={layout} menu={menu} />}
      {!wide && <MobileNav opened={drawerOpen} onClose={() => setDrawerOpen(false)} menu={menu} />}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <RouteProgress />
      {toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  )
}
