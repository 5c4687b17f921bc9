import { Badge, Group, Stack, Text } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import { ANONYMISED_NAME, type PrivacyRequest } from '@common/privacy'
import { AnchorLink } from '@/components/links'
import { ListEmpty, ListError, ListLoading } from '@/components/list/ListStates'
import { Section } from '@/components/page/Section'
import { formatDateTime } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { privacyRequestsQueryOptions } from '../api/privacy'

const KIND_LABELS: Record<PrivacyRequest['kind'], string> = { export: 'Data download', erasure: 'Erasure' }

const STATE_LABELS: Record<PrivacyRequest['state'], { label: string; color: string }> = {
  completed: { label: 'Completed', color: 'teal' },
  pending: { label: 'Waiting for the code', color: 'yellow' },
  voided: { label: 'Voided: too many wrong codes', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
}

/** What candidates asked for through their privacy link: downloads of their data and erasures, newest first. */
export function PrivacyRequestsSection() {
  const requests = useQuery(privacyRequestsQueryOptions())
  const canRead = useCan(APPLICANT_ACCESS.read)

  let body
  if (requests.isPending) body = <ListLoading label="Loading the privacy requests" rows={2} />
  else if (requests.isError) body = <ListError title="The privacy requests could not be loaded" error={requests.error} onRetry={() => void requests.refetch()} />
  else if (requests.data.data.length === 0)
    body = <ListEmpty icon={<IconInbox aria-hidden />} title="No privacy requests yet" description="No candidate has asked for their data or its erasure yet." />
  else
    body = (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {requests.data.data.map((request) => {
          const state = STATE_LABELS[request.state]
          const who = request.applicant
          return (
            <Group component="li" key={request.id} justify="space-between" gap="xs" py="sm" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={2} miw={0}>
                <Text fw={600}>
                  {KIND_LABELS[request.kind]}
                  {' · '}
                  {who && canRead ? (
                    <AnchorLink to="/candidates/view/" search={{ id: who.id }} fw={600}>
                      {who.name}
                    </AnchorLink>
                  ) : (
                    (who?.name ?? ANONYMISED_NAME)
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  Asked {formatDateTime(request.requested_at)}
                  {request.completed_at && ` · completed ${formatDateTime(request.completed_at)}`}
                </Text>
              </Stack>
              <Badge variant="light" color={state.color}>
                {state.label}
              </Badge>
            </Group>
          )
        })}
      </Stack>
    )

  return (
    <Section title="Privacy requests" description="Downloads and erasures candidates asked for through the privacy link in their application mail.">
      {body}
      {requests.data && requests.data.meta.total > requests.data.data.length && (
        <Text size="sm" c="dimmed">
          The newest {requests.data.data.length} of {requests.data.meta.total.toLocaleString('en-US')}.
        </Text>
      )}
    </Section>
  )
}
