import { Button, Group, Stack, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import { DUE_WINDOW_DAYS, type DueApplicant } from '@common/privacy'
import { AnchorLink } from '@/components/links'
import { ListEmpty, ListError, ListLoading } from '@/components/list/ListStates'
import { Section } from '@/components/page/Section'
import { formatTimestampDay } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { dueApplicantsQueryOptions } from '../api/privacy'
import { KeepDialog } from './KeepDialog'

/** Who the daily job anonymises in the next days, each with "Keep" for those whose data must stay. */
export function DueSection() {
  const due = useQuery(dueApplicantsQueryOptions())
  const canRead = useCan(APPLICANT_ACCESS.read)
  const canKeep = useCan(APPLICANT_ACCESS.edit)
  const [keeping, setKeeping] = useState<DueApplicant | null>(null)

  let body
  if (due.isPending) body = <ListLoading label="Loading who is due" rows={2} />
  else if (due.isError) body = <ListError title="Who is due could not be loaded" error={due.error} onRetry={() => void due.refetch()} />
  else if (due.data.data.length === 0)
    body = <ListEmpty icon={<IconCircleCheck aria-hidden />} title="Nobody is due" description={`Nobody is due in the next ${DUE_WINDOW_DAYS} days.`} />
  else
    body = (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {due.data.data.map((applicant) => (
          <Group component="li" key={applicant.id} justify="space-between" gap="xs" py="sm" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap={2} miw={0}>
              {canRead ? (
                <AnchorLink to="/candidates/view/" search={{ id: applicant.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {applicant.name}
                </AnchorLink>
              ) : (
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {applicant.name}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                Due {formatTimestampDay(applicant.due_at)} · last activity {formatTimestampDay(applicant.last_activity_at)}
              </Text>
            </Stack>
            {canKeep && (
              <Button variant="default" size="xs" aria-label={`Keep ${applicant.name}`} onClick={() => setKeeping(applicant)}>
                Keep
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    )

  return (
    <Section
      title="Due for anonymisation"
      description={`Applicants the daily job anonymises in the next ${DUE_WINDOW_DAYS} days: their retention period and its grace week are over, and none of their applications is active.`}
    >
      {body}
      {due.data && due.data.meta.total > due.data.data.length && (
        <Text size="sm" c="dimmed">
          The {due.data.data.length} due soonest of {due.data.meta.total.toLocaleString('en-US')}.
        </Text>
      )}
      <KeepDialog applicant={keeping} onClose={() => setKeeping(null)} />
    </Section>
  )
}
