import { createFileRoute } from '@tanstack/react-router'
import { useListSearch } from '@/components/list/use-list-search'
import { auditQueryOptions } from '@/features/privacy/api/privacy'
import { auditQuerySchema, type AuditQuery } from '@/features/privacy/audit-search'
import { AuditLog } from '@/features/privacy/components/AuditLog'
import { SettingsFrame } from '@/features/settings/components/SettingsFrame'
import { listRoute } from '@/lib/route-guards'
import { prefetchList } from '@/lib/route-loaders'

export const Route = createFileRoute('/_content/settings/audit-log')({
  ...listRoute<AuditQuery>('/settings/audit-log/'),
  loader: prefetchList(auditQuerySchema, auditQueryOptions),
  component: AuditLogRoute,
})

function AuditLogRoute() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  const [query, changeQuery] = useListSearch(auditQuerySchema, search, (next, replace) => void navigate({ search: next, replace }))
  return (
    <SettingsFrame tab="/settings/audit-log/">
      <AuditLog query={query} onQueryChange={changeQuery} />
    </SettingsFrame>
  )
}
