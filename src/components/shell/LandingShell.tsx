import { Anchor, UnstyledButton, useDirection } from '@mantine/core'
import { IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react'
import { Link, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useThemeStore } from '@/stores/theme'
import { Footer } from './Footer'
import { ColorSchemeToggle } from './HeaderButtons'
import { RouteProgress } from './RouteProgress'
import classes from './Landing.module.css'
import shell from './Shell.module.css'

/**
 * The landing layout's frame (careers, spec 2): a plain page under a top bar with horizontal
 * navigation and the reduced theme switcher (colour mode and direction). It never needs a session.
 */
export function LandingShell({ children }: { children: ReactNode }) {
  // The company whose careers site this is: its open positions stay one click away.
  const company = useSearch({ strict: false, select: (search) => search.company })
  return (
    <div className={classes.landing}>
      <header className={`${shell.header} ${classes.bar}`}>
        {/* Not the signed-in shell's Brand, which reads the session: a public page has none. */}
        <Link to="/careers/" search={company ? { company } : {}} className={shell.brand}>
          <img src="/images/logo-mark.svg" alt="" width={32} height={32} className={shell.brandMark} />
          <span className={shell.brandName}>Staffdesk</span>
        </Link>
        <nav aria-label="Careers navigation" className={classes.nav}>
          <Link to="/careers/" search={company ? { company } : {}} className={classes.navLink} activeOptions={{ exact: true, includeSearch: false }}>
            Open positions
          </Link>
        </nav>
        <div className={classes.actions}>
          <ColorSchemeToggle />
          <DirectionToggle />
          <Anchor component={Link} to="/login/" className={classes.signIn}>
            Staff sign in
          </Anchor>
        </div>
      </header>
      <main id="main-content" className={classes.main}>
        {children}
      </main>
      <Footer />
      <RouteProgress />
    </div>
  )
}

function DirectionToggle() {
  const { dir } = useDirection()
  const setTheme = useThemeStore((state) => state.setTheme)
  return (
    <UnstyledButton
      className={shell.iconButton}
      aria-label="Toggle direction"
      title={dir === 'rtl' ? 'Switch to left-to-right' : 'Switch to right-to-left'}
      onClick={() => setTheme({ dir: dir === 'rtl' ? 'ltr' : 'rtl' })}
    >
      {dir === 'rtl' ? (
        <IconTextDirectionLtr stroke={1.7} aria-hidden />
      ) : (
        <IconTextDirectionRtl stroke={1.7} aria-hidden />
      )}
    </UnstyledButton>
  )
}
