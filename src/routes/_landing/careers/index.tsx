import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { loadCareersSite } from '@/features/careers/careers-loaders'
import { careersSiteSearch, jobsQuery, type CareersJobsQuery } from '@/features/careers/careers-search'
import { CareersSitePage } from '@/features/careers/components/CareersSitePage'

export const Route = createFileRoute('/_landing/careers/')({
  validateSearch: careersSiteSearch,
  loaderDeps: ({ search }) => search,
  // The loader and its head builders ship with the page, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => loadCareersSite(context.queryClient, deps),
  head: ({ loaderData }) => loaderData?.head ?? pageHead('Careers'),
  component: CareersSiteRoute,
})

function CareersSiteRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const change = (next: CareersJobsQuery, replace = false) => {
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }), replace })
  }
  return <CareersSitePage slug={search.company} query={jobsQuery(search)} onQueryChange={change} />
}
