import { Group, Stack, Text } from '@mantine/core'
import type { Requisition, RequisitionSortField } from '@common/requisitions'
import { AnchorLink } from '@/components/links'
import type { ListColumn } from '@/components/list/ListView'
import { formatDay, formatTimestampDay } from '@/lib/format'
import { approvalProgress } from '@/components/approval/approval-progress'
import { OverdueBadge } from '@/components/approval/OverdueBadge'
import { PriorityBadge, RequisitionStatusBadge } from './RequisitionBadges'

/** A requisition's title: a link to its page for those who may open it. */
export function RequisitionTitle({ requisition, canView, size }: { requisition: Requisition; canView: boolean; size?: 'sm' }) {
  return canView ? (
    <AnchorLink to="/job-requisitions/view/" search={{ id: requisition.id }} fw={600} size={size}>
      {requisition.title}
    </AnchorLink>
  ) : (
    <Text fw={600} size={size}>
      {requisition.title}
    </Text>
  )
}

/** Whether the signed-in user is among those still to approve its current step. */
export const waitsFor = (requisition: Requisition, userId: number | undefined) =>
  requisition.status === 'pending' && requisition.approval?.approvers.some((approver) => approver.id === userId) === true

/** The status, and for a requisition under approval where it stands and whether it is late or waits for the user. */
export function RequisitionStanding({ requisition, userId }: { requisition: Requisition; userId: number | undefined }) {
  const underway = requisition.approval && (requisition.status === 'pending' || requisition.status === 'on_hold')
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <RequisitionStatusBadge status={requisition.status} size="sm" />
        {underway && requisition.approval?.overdue && <OverdueBadge />}
      </Group>
      {underway && requisition.approval && (
        <Text size="xs" c="dimmed">
          {approvalProgress(requisition.approval)}
        </Text>
      )}
      {waitsFor(requisition, userId) && (
        <Text size="xs" fw={600} c="var(--mantine-primary-color-light-color)">
          Waiting for you
        </Text>
      )}
    </Stack>
  )
}

/** The Requisitions List's table columns. */
export function requisitionColumns(canView: boolean, userId: number | undefined): ListColumn<Requisition, RequisitionSortField>[] {
  return [
    {
      header: 'Title',
      sortField: 'title',
      maxWidth: 300,
      cell: (requisition) => (
        <>
          <RequisitionTitle requisition={requisition} canView={canView} size="sm" />
          <Text size="xs" c="dimmed">
            {[requisition.department, requisition.location].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { header: 'Status', sortField: 'status', cell: (requisition) => <RequisitionStanding requisition={requisition} userId={userId} /> },
    { header: 'Priority', sortField: 'priority', cell: (requisition) => <PriorityBadge priority={requisition.priority} size="sm" /> },
    { header: 'Headcount', align: 'end', cell: (requisition) => requisition.headcount },
    { header: 'Requested by', cell: (requisition) => requisition.requested_by.name },
    { header: 'Target start', sortField: 'target_start_date', nowrap: true, cell: (requisition) => formatDay(requisition.target_start_date) },
    { header: 'Created', sortField: 'created_at', nowrap: true, cell: (requisition) => formatTimestampDay(requisition.created_at) },
  ]
}
