import { createFileRoute } from '@tanstack/react-router'
import { resumeListQuerySchema, type ResumeListQuery } from '@common/resumes'
import { useListSearch } from '@/components/list/use-list-search'
import { resumeListQueryOptions } from '@/features/resumes/api/resumes'
import { resumeUrlSearch } from '@/features/resumes/components/RecentUploads'
import { UploadResumesPage } from '@/features/resumes/components/UploadResumesPage'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'
import { listSearchInput, parseListSearch } from '@/lib/list-search'

const page = menuPage('/resumes/upload/')

export const Route = createFileRoute('/_content/resumes/upload')({
  validateSearch: listSearchInput<ResumeListQuery>(),
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(resumeListQueryOptions(parseListSearch(resumeListQuerySchema, deps)))
  },
  head: menuPageHead(page),
  component: UploadResumesRoute,
})

function UploadResumesRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(resumeListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search: resumeUrlSearch(search), replace })
  })
  return <UploadResumesPage title={page.title} query={query} onQueryChange={changeQuery} />
}
