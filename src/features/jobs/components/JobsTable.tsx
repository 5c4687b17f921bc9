// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Table.css'
import { Table, Text, VisuallyHidden } from '@mantine/core'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type Job, type JobSortField } from '@common/jobs'
import { AnchorLink } from '@/components/links'
import { SortableTh } from '@/components/list/SortableTh'
import { formatDay, formatTimestampDay } from '@/lib/format'
import { JobActionsMenu, type JobRowActions } from './JobActionsMenu'
import { JobStatusBadge } from './JobStatusBadge'

interface JobsTableProps extends JobRowActions {
  jobs: readonly Job[]
  sort: string
  onSort: (sort: JobSortField | `-${JobSortField}`) => void
}

/** The jobs of one page as a table; on a screen too narrow for it, it scrolls sideways. */
export function JobsTable({ jobs, sort, onSort, ...actions }: JobsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableTh field="title" sort={sort} onSort={onSort}>
              Title
            </SortableTh>
            <Table.Th>Department</Table.Th>
            <Table.Th>Workplace</Table.Th>
            <Table.Th>Employment type</Table.Th>
            <SortableTh field="status" sort={sort} onSort={onSort}>
              Status
            </SortableTh>
            <Table.Th ta="end">Openings</Table.Th>
            <SortableTh field="closes_at" sort={sort} onSort={onSort}>
              Closing date
            </SortableTh>
            <SortableTh field="created_at" sort={sort} onSort={onSort}>
              Created
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td maw={320}>
                {actions.canView ? (
                  <AnchorLink to="/jobs/view/" search={{ id: job.id }} fw={600} size="sm">
                    {job.title}
                  </AnchorLink>
                ) : (
                  <Text fw={600} size="sm">
                    {job.title}
                  </Text>
                )}
                {job.location && (
                  <Text size="xs" c="dimmed">
                    {job.location}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{job.department}</Table.Td>
              <Table.Td>{WORKPLACE_LABELS[job.workplace]}</Table.Td>
              <Table.Td>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Table.Td>
              <Table.Td>
                <JobStatusBadge status={job.status} size="sm" />
              </Table.Td>
              <Table.Td ta="end">{job.openings}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(job.closes_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestampDay(job.created_at)}</Table.Td>
              <Table.Td ta="end">
                <JobActionsMenu job={job} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
