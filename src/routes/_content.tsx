import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ContentShell } from '@/components/shell/ContentShell'

export const Route = createFileRoute('/_content')({
  component: () => (
    <ContentShell>
      <Outlet />
    </ContentShell>
  ),
})
