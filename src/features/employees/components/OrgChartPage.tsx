import { Paper } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ListError } from '@/components/list/ListStates'
import { PageLoader } from '@/components/feedback/PageLoader'
import { BackLink } from '@/components/page/BackLink'
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
        <BackLink to="/employees/" search={{}}>Employees</BackLink>
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
