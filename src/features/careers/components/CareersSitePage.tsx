// Mantine styles only this lazily loaded page needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Pagination.css'
import '@mantine/core/styles/Skeleton.css'
import { Button, Container, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconBriefcase, IconFilterOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { PublicJob } from '@common/careers'
import { jobSummary } from '@common/careers-page'
import { ListEmpty, ListError, ListLoading } from '@/components/list/ListStates'
import { MarkdownText } from '@/components/markdown/MarkdownText'
import { careersJobsQueryOptions, careersSiteQueryOptions, type PublicCareersSite } from '../api/careers'
import type { CareersJobsQuery } from '../careers-search'
import { BrandScope } from './BrandScope'
import { CareersFilters, isCareersFiltered, NO_CAREERS_FILTERS } from './CareersFilters'
import { CareersNotFound } from './CareersStatus'
import { CompanyHero } from './CompanyHero'
import { jobCloses, jobSalary } from './job-facts'
import classes from './Careers.module.css'

interface CareersSitePageProps {
  slug: string | undefined
  query: CareersJobsQuery
  /** A new search or filter; `replace` while typing. */
  onQueryChange: (change: CareersJobsQuery, replace?: boolean) => void
}

/** `/careers/?company=<slug>`: the company's public face and its open jobs. */
export function CareersSitePage({ slug, query, onQueryChange }: CareersSitePageProps) {
  const site = useQuery({ ...careersSiteQueryOptions(slug ?? ''), enabled: Boolean(slug) })
  if (!slug || site.error?.status === 404) return <CareersNotFound />
  if (site.isPending) return <SiteSkeleton />
  if (site.isError) {
    return (
      <Container size="md" py="xl">
        <ListError title="The careers page could not be loaded" error={site.error} onRetry={() => void site.refetch()} />
      </Container>
    )
  }
  const { company, departments, locations } = site.data
  return (
    <BrandScope color={company.brand_color}>
      <Container size="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <CompanyHero company={company} heading />
          {company.intro.trim() && <MarkdownText source={company.intro} />}
          <Stack component="section" aria-labelledby="open-positions" gap="md">
            <Title order={2} id="open-positions">
              Open positions
            </Title>
            <CareersFilters query={query} departments={departments} locations={locations} onChange={onQueryChange} />
            <JobList slug={slug} site={site.data} query={query} onQueryChange={onQueryChange} />
          </Stack>
        </Stack>
      </Container>
    </BrandScope>
  )
}

function JobList({ slug, site, query, onQueryChange }: { slug: string; site: PublicCareersSite } & Omit<CareersSitePageProps, 'slug'>) {
  const jobs = useQuery(careersJobsQueryOptions(slug, query))
  if (jobs.isPending) return <ListLoading label="Loading the open positions" rows={4} />
  if (jobs.isError) return <ListError title="The open positions could not be loaded" error={jobs.error} onRetry={() => void jobs.refetch()} />
  const { data, meta } = jobs.data
  const pages = Math.ceil(meta.total / meta.per_page)
  const count = `${meta.total} open ${meta.total === 1 ? 'position' : 'positions'}${isCareersFiltered(query) ? ' match' : ''}`
  return (
    <Stack gap="md" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed" role="status">
        {data.length > 0 ? count : ''}
      </Text>
      {data.length === 0 ? (
        isCareersFiltered(query) ? (
          <ListEmpty
            icon={<IconFilterOff aria-hidden />}
            title="No jobs match your search"
            description="Try other words, or clear the filters to see every open position."
            action={
              <Button variant="light" onClick={() => onQueryChange(NO_CAREERS_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <ListEmpty
            icon={<IconBriefcase aria-hidden />}
            title="No open positions right now"
            description={`${site.company.name} has no open jobs at the moment. Check back soon.`}
          />
        )
      ) : (
        <ul className={classes.jobs}>
          {data.map((job) => (
            <JobCard key={job.id} slug={slug} job={job} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={meta.page}
            onChange={(page) => onQueryChange({ page: page === 1 ? undefined : page })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : 'Previous page' })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  )
}

function JobCard({ slug, job }: { slug: string; job: PublicJob }) {
  const salary = jobSalary(job)
  const closes = jobCloses(job)
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.jobCard}>
      <Stack gap={4}>
        <Link to="/careers/job/" search={{ company: slug, id: job.id }} className={classes.jobLink}>
          {job.title}
        </Link>
        <Text size="sm">{jobSummary(job)}</Text>
        {(salary || closes) && (
          <Text size="sm" c="dimmed">
            {[salary, closes].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

function SiteSkeleton() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl" role="status" aria-label="Loading the careers page" aria-busy>
        <Skeleton height={128} radius="md" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={16} width="55%" />
        <Skeleton height={96} radius="md" />
      </Stack>
    </Container>
  )
}
