import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import { RouteProgress } from './RouteProgress'
import classes from './Shell.module.css'

/** The subscription layout's frame (spec 2): the header without a sidebar, the page, the footer. */
export function SubscriptionShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell} data-layout="plain">
      <Header withSidebar={false} showBrand />
      <main id="main-content" className={classes.main}>
        {children}
      </main>
      <Footer />
      <RouteProgress />
    </div>
  )
}
