import '@mantine/core/styles/Skeleton.css'
import { Badge, Container, Group, Skeleton, Stack, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@common/job-labels'
import { ListError } from '@/components/list/ListStates'
import { MarkdownText } from '@/components/markdown/MarkdownText'
import { formatDay } from '@/lib/format'
import { careersJobQueryOptions, careersSiteQueryOptions } from '../api/careers'
import { ApplyForm } from './ApplyForm'
import { BrandScope } from './BrandScope'
import { CareersJobGone, CareersNotFound } from './CareersStatus'
import { CompanyHero } from './CompanyHero'
import { jobSalary } from './job-facts'
import classes from './Careers.module.css'

/** `/careers/job/?company=<slug>&id=<id>`: the job, and the form to apply. */
export function CareersJobPage({ slug, id }: { slug: string | undefined; id: number | undefined }) {
  const enabled = Boolean(slug) && id !== undefined
  const site = useQuery({ ...careersSiteQueryOptions(slug ?? ''), enabled })
  const job = useQuery({ ...careersJobQueryOptions(slug ?? '', id ?? 0), enabled })
  // The job closed while the visitor was applying: the page says so, as a fresh visit would.
  const [closedNow, setClosedNow] = useState(false)

  if (!slug || site.error?.status === 404) return <CareersNotFound />
  if (id === undefined || job.error?.status === 404) return <CareersJobGone slug={slug} closed={false} />
  if (closedNow || job.error?.status === 410) return <CareersJobGone slug={slug} closed />
  if (site.isPending || job.isPending) return <JobSkeleton />
  if (site.isError || job.isError) {
    return (
      <Container size="md" py="xl">
        <ListError
          title="The job could not be loaded"
          error={site.error ?? job.error}
          onRetry={() => {
            void site.refetch()
            void job.refetch()
          }}
        />
      </Container>
    )
  }

  const { company } = site.data
  const posting = job.data
  const salary = jobSalary(posting)
  const facts: [string, string | null][] = [
    ['Department', posting.department],
    ['Location', posting.location],
    ['Workplace', WORKPLACE_LABELS[posting.workplace]],
    ['Employment type', EMPLOYMENT_TYPE_LABELS[posting.employment_type]],
    ['Salary', salary],
    ['Apply by', posting.closes_at ? formatDay(posting.closes_at) : null],
  ]
  return (
    <BrandScope color={company.brand_color}>
      <Container size="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <CompanyHero company={company} heading={false} />
          <Stack gap="md">
            <Link to="/careers/" search={{ company: slug }} className={classes.backLink}>
              <Group gap={6} component="span">
                <IconArrowLeft size={16} aria-hidden />
                All open positions
              </Group>
            </Link>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {posting.title}
            </Title>
            <dl className={classes.facts}>
              {facts.map(([label, value]) =>
                value ? (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </Stack>
          <Stack component="section" aria-labelledby="about-job" gap="sm">
            <Title order={2} id="about-job">
              About the job
            </Title>
            <MarkdownText source={posting.description} />
            {posting.skills.length > 0 && (
              <Group gap="xs" aria-label="Skills" role="list">
                {posting.skills.map((skill) => (
                  <Badge key={skill} role="listitem" variant="light" color="gray" tt="none">
                    {skill}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          <ApplyForm slug={slug} jobId={posting.id} companyName={company.name} retentionDays={company.retention_days} onClosed={() => setClosedNow(true)} />
        </Stack>
      </Container>
    </BrandScope>
  )
}

function JobSkeleton() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg" role="status" aria-label="Loading the job" aria-busy>
        <Skeleton height={96} radius="md" />
        <Skeleton height={32} width="60%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={240} radius="md" />
      </Stack>
    </Container>
  )
}
