import { Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Requisition } from '@common/requisitions'
import { formatDay, plural } from '@/lib/format'
import { PriorityBadge } from './RequisitionBadges'
import { RequisitionStanding, RequisitionTitle } from './RequisitionsTable'
import { ListCardHead } from '@/components/list/ListCardHead'
import { Bdi, Ltr } from '@/components/text/Isolate'

/** A requisition of the list as a card, for screens too narrow for the table. */
export function RequisitionCard({ requisition, canView, userId, actions }: { requisition: Requisition; canView: boolean; userId: number | undefined; actions: ReactNode }) {
  return (
    <>
      <ListCardHead
        title={<RequisitionTitle requisition={requisition} canView={canView} />}
        detail={[requisition.department, requisition.location].filter(Boolean).join(' · ')}
        actions={actions}
      />
      <Group gap="xs" mt="xs" align="flex-start">
        <RequisitionStanding requisition={requisition} userId={userId} />
        <PriorityBadge priority={requisition.priority} size="sm" />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        <Ltr>
          {plural(requisition.headcount, 'person', 'people')} · requested by <Bdi>{requisition.requested_by.name}</Bdi>
          {requisition.target_start_date && ` · start ${formatDay(requisition.target_start_date)}`}
        </Ltr>
      </Text>
    </>
  )
}
