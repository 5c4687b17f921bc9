import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LandingShell } from '@/components/shell/LandingShell'

/** Landing layout (spec 2): public careers pages, never a session check. */
export const Route = createFileRoute('/_landing')({
  component: LandingLayout,
})

function LandingLayout() {
  useEffect(() => {
    document.body.classList.add('landing-body')
    return () => document.body.classList.remove('landing-body')
  }, [])
  return (
    <LandingShell>
      <Outlet />
    </LandingShell>
  )
}
