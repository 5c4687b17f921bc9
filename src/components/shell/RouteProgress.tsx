import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useThemeStore } from '@/stores/theme'
import classes from './Shell.module.css'

/** Long enough to be seen on a fast route change, short enough not to hold anyone up. */
const MINIMUM_VISIBLE_MS = 450

/**
 * The "Loader" theme option: while enabled, a progress bar runs across the top during every
 * route change. The layouts' own "Loading" status stays the accessible signal, so this is
 * decorative.
 */
export function RouteProgress() {
  const enabled = useThemeStore((state) => state.loader === 'enable')
  const router = useRouter()
  const [visible, setVisible] = useState(false)
  const shownAt = useRef(0)
  const hideTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!enabled) return
    const start = () => {
      window.clearTimeout(hideTimer.current)
      shownAt.current = Date.now()
      setVisible(true)
    }
    const finish = () => {
      const remaining = MINIMUM_VISIBLE_MS - (Date.now() - shownAt.current)
      hideTimer.current = window.setTimeout(() => setVisible(false), Math.max(0, remaining))
    }
    const unsubscribeStart = router.subscribe('onBeforeNavigate', start)
    const unsubscribeFinish = router.subscribe('onResolved', finish)
    return () => {
      unsubscribeStart()
      unsubscribeFinish()
      window.clearTimeout(hideTimer.current)
    }
  }, [enabled, router])

  if (!enabled || !visible) return null
  return <div className={classes.routeProgress} aria-hidden />
}
