import { createFileRoute } from '@tanstack/react-router'
import { resumeListQuerySchema, type ResumeListQuery } from '@common/resumes'
import { useListSearch } from '@/components/list/use-list-search'
import { resumeListQueryOptions } from '@/features/resumes/api/resumes'
import { resumeUrlSearch } from '@/features/resumes/components/RecentUploads'
import { UploadResumesPage } from '@/features/resumes/components/UploadResumesPage'
import { listRoute } from '@/lib/route-guards'
import { prefetchList } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/resumes/upload')({
  ...listRoute<ResumeListQuery>('/resumes/upload/'),
  loader: prefetchList(resumeListQuerySchema, resumeListQueryOptions),
  component: UploadResumesRoute,
})

function UploadResumesRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(resumeListQuerySchema, Route.useSearch(), (search, replace) => void navigate({ search: resumeUrlSearch(search), replace }))
  return <UploadResumesPage title={staffPage('/resumes/upload/').title} query={query} onQueryChange={changeQuery} />
}
