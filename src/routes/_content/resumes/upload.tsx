import { createFileRoute } from '@tanstack/react-router'
import { resumeListQuerySchema, type ResumeListQuery } from '@common/resumes'
import { useListSearch } from '@/components/list/use-list-search'
import { resumeListQueryOptions } from '@/features/resumes/api/resumes'
import { resumeUrlSearch } from '@/features/resumes/components/RecentUploads'
import { UploadResumesPage } from '@/features/resumes/components/UploadResumesPage'
import { listSearchInput, parseListSearch } from '@/lib/list-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/resumes/upload')({
  validateSearch: listSearchInput<ResumeListQuery>(),
  beforeLoad: ({ context }) => requirePage(context.session, '/resumes/upload/'),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(resumeListQueryOptions(parseListSearch(resumeListQuerySchema, deps)))
  },
  head: staffPageHead('/resumes/upload/'),
  component: UploadResumesRoute,
})

function UploadResumesRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(resumeListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search: resumeUrlSearch(search), replace })
  })
  return <UploadResumesPage title={staffPage('/resumes/upload/').title} query={query} onQueryChange={changeQuery} />
}
