import { Group, Paper } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/components/links'
import { ListError } from '@/components/list/ListStates'
import { PageLoader } from '@/components/feedback/PageLoader'
import { Page } from '@/components/page/Page'
import { orgChartQueryOptions } from '../api/employees'
import { OrgChart } from './OrgChart'

/** Org chart: who reports to whom, from every employee's manager. */
export function OrgChartPage({ title }: { title: string }) {
  const people = useQuery(orgChartQueryOptions())
  return (
    <Page
      title={title}
      back={
        <AnchorLink to="/employees/" search={{}} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Employees
          </Group>
        </AnchorLink>
      }
    >
      {people.data ? (
        <OrgChart people={people.data} />
      ) : people.isError ? (
        <Paper withBorder radius="md">
          <ListError title="The org chart could not be loaded" error={people.error} onRetry={() => void people.refetch()} />
        </Paper>
      ) : (
        <PageLoader />
      )}
    </Page>
  )
}
