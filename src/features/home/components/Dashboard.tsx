// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css).
import '@mantine/core/styles/Table.css'
import { Badge, Card, Group, List, Loader, SimpleGrid, Stack, type SimpleGridProps, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle, IconBriefcase, IconClipboardList, IconUserCheck, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import type { AttentionKind } from '@common/dashboard'
import { STAGE_COUNT_DEFINITION } from '@common/stage-count'
import { dashboardQueryOptions, type Dashboard as DashboardData } from '../api/dashboard'
import type { ChartPoint } from './DashboardCharts'
import { DashLink } from './DashLink'
import { InterviewWidgets } from './InterviewWidgets'
import { Ltr } from '@/components/text/Isolate'
import { Section } from '@/components/page/Section'

const CountBars = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.CountBars })))
const MonthLine = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.MonthLine })))

const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' })
/** `YYYY-MM` as "Jan 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`))
/** An API word (`job_board`) as a label ("Job board"). */
const wordsLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ')

interface StatProps {
  label: string
  value: number
  href: string
}

/** One count with what it means, a link to the list it counts. */
function Stat({ label, value, href }: StatProps) {
  return (
    <DashLink href={href} underline="never" c="inherit" aria-label={`${label}: ${value}`}>
      <Stack gap={0}>
        <Text fz={28} fw={700} lh={1.2}>
          <Ltr>{value}</Ltr>
        </Text>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </DashLink>
  )
}

/** A dashboard block of counts, each a link to the list it counts. */
function StatSection({ id, title, icon, cols, stats }: { id: string; title: string; icon: ReactNode; cols: SimpleGridProps['cols']; stats: StatProps[] }) {
  return (
    <Section id={id} title={title} icon={icon}>
      <SimpleGrid cols={cols}>
        {stats.map((stat) => (
          <Stat key={stat.label} {...stat} />
        ))}
      </SimpleGrid>
    </Section>
  )
}

/** A chart for the eye and the same numbers as a table for screen readers. */
function ChartCard({
  id,
  title,
  description,
  points,
  columns,
  kind,
}: {
  id: string
  title: string
  /** What the figures count, when the title alone leaves it open. */
  description?: string
  points: ChartPoint[]
  columns: [string, string]
  kind: 'bars' | 'rows' | 'line'
}) {
  return (
    <Section id={id} title={title} description={description} level={3}>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <>
          <div aria-hidden>
            <Suspense fallback={<Loader size="sm" />}>
              {kind === 'line' ? <MonthLine data={points} name={columns[1]} /> : <CountBars data={points} name={columns[1]} horizontal={kind === 'rows'} />}
            </Suspense>
          </div>
          <VisuallyHidden>
            <Table>
              <caption>{title}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{columns[0]}</Table.Th>
                  <Table.Th>{columns[1]}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point) => (
                  <Table.Tr key={point.label}>
                    <Table.Td>{point.label}</Table.Td>
                    <Table.Td>
                      <Ltr>{point.value}</Ltr>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Section>
  )
}

/** What kind of wait each item is, before its sentence: the never-ghost list reads apart from idle work. */
export const ATTENTION_KIND_LABELS: Record<AttentionKind, { label: string; color: string }> = {
  approval_waiting: { label: 'Approval', color: 'blue' },
  application_idle: { label: 'Idle', color: 'yellow' },
  step_overdue: { label: 'Overdue', color: 'red' },
  unanswered: { label: 'Not answered', color: 'orange' },
  scorecard_due: { label: 'Scorecard', color: 'grape' },
  offer_approval_waiting: { label: 'Offer', color: 'teal' },
}

function Attention({ items }: { items: DashboardData['attention'] }) {
  return (
    <Card component="section" aria-labelledby="home-attention" withBorder radius="md" padding="lg">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="orange" radius="md" aria-hidden>
          <IconAlertCircle size={18} />
        </ThemeIcon>
        <Title order={2} fz="h4" id="home-attention">
          Needs attention
        </Title>
        {items.length > 0 && (
          <Badge color="orange" variant="light">
            {items.length}
          </Badge>
        )}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">Nothing waits for you. Well done.</Text>
      ) : (
        <List spacing="xs">
          {items.map((item) => (
            <List.Item key={`${item.kind}:${item.link}`}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <Badge size="sm" variant="light" color={ATTENTION_KIND_LABELS[item.kind].color} style={{ flexShrink: 0 }}>
                  {ATTENTION_KIND_LABELS[item.kind].label}
                </Badge>
                <DashLink href={item.link}>{item.text}</DashLink>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  )
}

/** The dashboard's sections, each present only when the user may see its source. */
export function DashboardSections({ data }: { data: DashboardData }) {
  const { requisitions, jobs, applicants, employees } = data
  return (
    <Stack gap="lg">
      <Attention items={data.attention} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {data.interviews && <InterviewWidgets interviews={data.interviews} />}
        {requisitions && (
          <StatSection
            id="home-requisitions"
            title="Requisitions"
            icon={<IconClipboardList size={18} />}
            cols={{ base: 2, sm: 4 }}
            stats={[
              { label: 'Open', value: requisitions.open, href: '/job-requisitions/?status=approved' },
              { label: 'Pending approval', value: requisitions.pending, href: '/job-requisitions/?status=pending' },
              { label: 'Waiting for you', value: requisitions.waiting_for_me, href: '/job-requisitions/?waiting_for_me=true' },
              { label: 'Overdue', value: requisitions.overdue, href: '/job-requisitions/?overdue=true' },
            ]}
          />
        )}
        {jobs && (
          <StatSection
            id="home-jobs"
            title="Jobs"
            icon={<IconBriefcase size={18} />}
            cols={3}
            stats={[
              { label: 'Published', value: jobs.published, href: '/jobs/?status=published' },
              { label: 'Drafts', value: jobs.draft, href: '/jobs/?status=draft' },
              { label: 'Closing soon', value: jobs.closing_soon, href: '/jobs/?status=published&sort=closes_at' },
            ]}
          />
        )}
        {employees && (
          <StatSection
            id="home-employees"
            title="Employees"
            icon={<IconUsers size={18} />}
            cols={3}
            stats={[
              { label: 'Active', value: employees.active, href: '/employees/?status=active' },
              { label: 'On leave', value: employees.on_leave, href: '/employees/?status=on_leave' },
              { label: 'Starting soon', value: employees.starting_soon, href: '/employees/?sort=-start_date' },
            ]}
          />
        )}
        {applicants && (
          <Section id="home-applicants" title="Applicants" icon={<IconUserCheck size={18} />}>
            <SimpleGrid cols={3}>
              <Stat label="New this week" value={applicants.new_this_week} href="/candidates/?sort=-created_at" />
              <Stat label="In the pipeline" value={applicants.in_pipeline} href="/candidates/?status=active" />
              <Stack gap={0}>
                <Text fz={28} fw={700} lh={1.2}>
                  {applicants.time_to_hire_days ? <Ltr>{Math.round(applicants.time_to_hire_days.median)} d</Ltr> : '—'}
                </Text>
                <Text size="sm" c="dimmed">
                  Median time to hire
                </Text>
              </Stack>
            </SimpleGrid>
          </Section>
        )}
      </SimpleGrid>
      {applicants && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <ChartCard
            id="home-funnel"
            title="Funnel by stage"
            description={STAGE_COUNT_DEFINITION}
            kind="rows"
            columns={['Stage', 'Applications']}
            points={applicants.funnel.map((stage) => ({ label: stage.stage, value: stage.count }))}
          />
          <ChartCard
            id="home-sources"
            title="Sources"
            kind="bars"
            columns={['Source', 'Applicants']}
            points={applicants.sources.map((source) => ({ label: wordsLabel(source.source), value: source.count }))}
          />
          <ChartCard
            id="home-hires"
            title="Hires per month"
            kind="line"
            columns={['Month', 'Hires']}
            points={applicants.hires_by_month.map((month) => ({ label: monthLabel(month.month), value: month.hires }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  )
}

/** The dashboard as loaded; left out (the page still greets) when it cannot be read. */
export function Dashboard() {
  const dashboard = useQuery(dashboardQueryOptions())
  if (dashboard.data) return <DashboardSections data={dashboard.data} />
  if (dashboard.isError) return null
  return <Loader aria-label="Loading the dashboard" />
}
