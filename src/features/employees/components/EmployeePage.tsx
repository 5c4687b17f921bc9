// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import { Anchor, Button, Grid, Group, List, Stack, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { Employee } from '@common/employees'
import { EMPLOYMENT_TYPE_LABELS } from '@common/jobs'
import { ButtonLink } from '@/components/links'
import { PlanExcludedNote } from '@/components/plan/PlanExcludedNote'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { WithRecord } from '@/components/record/WithRecord'
import { Fact } from '@/components/record/Fact'
import { formatDay, formatTimestampDay } from '@/lib/format'
import { orgChartQueryOptions } from '../api/employees'
import { EmployeeStatusBadge } from './EmployeeBadges'
import { EmployeeHistory } from './EmployeeHistory'
import { EMPLOYEE_RECORD } from './employee-record'
import { EmployeeName } from './EmployeesTable'
import { useEmployeeActions } from './use-employee-actions'
import { Section } from '@/components/page/Section'

/** Who reports to this person, by name, each a link (from the reporting tree). */
function DirectReports({ id }: { id: number }) {
  const people = useQuery(orgChartQueryOptions()).data
  if (!people) return null
  const reports = people.filter((person) => person.manager_id === id).sort((a, b) => a.name.localeCompare(b.name))
  return (
    <Section id="employee-reports" title="Direct reports">
      {reports.length === 0 ? (
        <Text c="dimmed">No one reports to them.</Text>
      ) : (
        <List spacing={4} listStyleType="none" p={0}>
          {reports.map((person) => (
            <List.Item key={person.id}>
              <EmployeeName employee={person} />
              {person.job_title && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  · {person.job_title}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  )
}

/** A person's page: their details, manager and reports, and the history of their changes. */
export function EmployeeDetailsPage({ employee, onDeleted }: { employee: Employee; onDeleted: () => void }) {
  const actions = useEmployeeActions({ onDeleted })
  return (
    <Page
      title={employee.name}
      badge={<EmployeeStatusBadge status={employee.status} size="lg" />}
      back={
        <BackLink to="/employees/" search={{}}>Employees</BackLink>
      }
      actions={
        actions.excludedByPlan ? (
          <PlanExcludedNote feature="employees" />
        ) : (
          (actions.canEdit || actions.canDelete) && (
            <Group gap="sm">
              {actions.canEdit && (
                <ButtonLink to="/employees/edit/" search={{ id: employee.id }} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
                  Edit
                </ButtonLink>
              )}
              {actions.canDelete && (
                <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.requestDelete(employee)}>
                  Delete
                </Button>
              )}
            </Group>
          )
        )
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section id="employee-details" title="Details">
            <Stack component="dl" gap="sm" m={0}>
              <Fact label="Job title">{employee.job_title || 'Not given'}</Fact>
              <Fact label="Department">{employee.department || 'Not given'}</Fact>
              <Fact label="Location">{employee.location || 'Not given'}</Fact>
              <Fact label="Employment type">{EMPLOYMENT_TYPE_LABELS[employee.employment_type]}</Fact>
              <Fact label="Work email"><Anchor href={`mailto:${employee.work_email}`}>{employee.work_email}</Anchor></Fact>
              <Fact label="Phone">{employee.phone || 'Not given'}</Fact>
              <Fact label="Manager">{employee.manager ? <EmployeeName employee={employee.manager} /> : 'No one'}</Fact>
              <Fact label="Start date">{employee.start_date ? formatDay(employee.start_date) : 'Not given'}</Fact>
              {employee.end_date && <Fact label="End date">{formatDay(employee.end_date)}</Fact>}
              {employee.applicant_id !== null && (
                <Fact label="Hired through Staffdesk">
                  <Anchor href={`/candidates/view/?id=${employee.applicant_id}`}>The application they were hired from</Anchor>
                </Fact>
              )}
              <Fact label="Added">{formatTimestampDay(employee.created_at)}</Fact>
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <DirectReports id={employee.id} />
            <EmployeeHistory id={employee.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      {actions.modal}
    </Page>
  )
}

/** The person of `?id=` on their page once loaded; or why they cannot be shown. */
export function EmployeePage({ id, title, onDeleted }: { id: number | undefined; title: string; onDeleted: () => void }) {
  return (
    <WithRecord {...EMPLOYEE_RECORD} id={id} title={title}>
      {(employee) => <EmployeeDetailsPage employee={employee} onDeleted={onDeleted} />}
    </WithRecord>
  )
}
