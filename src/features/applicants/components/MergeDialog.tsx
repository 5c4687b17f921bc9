import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
import '@mantine/core/styles/Radio.css'
import { Alert, Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApplicantDetail } from '@common/applicants'
import { FormError } from '@/components/feedback/FormError'
import { ListSearchBox } from '@/components/list/ListSearchBox'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { useMergeApplicant } from '../api/applicant-mutations'
import { applicantListQueryOptions, applicantQueryOptions } from '../api/applicants'

/** Merge a duplicate into this applicant: find them, see what moves, confirm. */
export function MergeDialog({ applicant, opened, onClose }: { applicant: ApplicantDetail; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Merge a duplicate into ${applicant.name}`} size="lg" centered>
      {opened && <MergeForm applicant={applicant} onClose={onClose} />}
    </Modal>
  )
}

function MergeForm({ applicant, onClose }: { applicant: ApplicantDetail; onClose: () => void }) {
  const [q, setQ] = useState<string | undefined>(applicant.name)
  const [chosen, setChosen] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const merge = useMergeApplicant()
  const found = useQuery(applicantListQueryOptions({ q, page: 1, per_page: 10 } as Parameters<typeof applicantListQueryOptions>[0]))
  const candidates = (found.data?.data ?? []).filter((row) => row.id !== applicant.id)
  const duplicate = useQuery({
    ...applicantQueryOptions(chosen ?? 0),
    enabled: chosen !== null,
  })

  async function confirm() {
    if (!duplicate.data) return
    setError(null)
    try {
      await merge.mutateAsync({
        id: applicant.id,
        duplicateId: duplicate.data.id,
      })
    } catch (failure) {
      setError(failureText(failure))
      return
    }
    notify({
      color: 'teal',
      title: 'Applicants merged',
      message: `${duplicate.data.name} is now part of ${applicant.name}`,
    })
    onClose()
  }

  return (
    <Stack gap="md">
      <FormError message={error} />
      <ListSearchBox label="Find the duplicate" placeholder="Name, email or phone" value={q} onSearch={setQ} />
      {candidates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {found.isFetching ? 'Searching…' : 'No other applicant matches.'}
        </Text>
      ) : (
        <Radio.Group label="Duplicate" value={chosen === null ? null : String(chosen)} onChange={(value) => setChosen(Number(value))}>
          <Stack gap="xs" mt="xs">
            {candidates.map((row) => (
              <Radio key={row.id} value={String(row.id)} label={row.name} description={[row.email, row.phone].filter(Boolean).join(' · ') || undefined} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {duplicate.data && <MergePreview into={applicant} duplicate={duplicate.data} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button color="red" disabled={!duplicate.data} loading={merge.isPending} onClick={() => void confirm()}>
          Merge
        </Button>
      </Group>
    </Stack>
  )
}

/** What moves from the duplicate into this applicant, and that the duplicate then goes. */
function MergePreview({ into, duplicate }: { into: ApplicantDetail; duplicate: ApplicantDetail }) {
  const jobs = new Set(into.applications.map((application) => application.job.id))
  const newTags = duplicate.tags.filter((tag) => !into.tags.includes(tag))
  return (
    <Alert color="yellow" variant="light" title={`Moves from ${duplicate.name} to ${into.name}`}>
      <List size="sm" spacing={2}>
        {duplicate.applications.map((application) => (
          <List.Item key={application.id}>
            {application.job.title} ({application.stage.name}){jobs.has(application.job.id) && ': already applied; the further stage stays'}
          </List.Item>
        ))}
        <List.Item>
          {plural(duplicate.resumes.length, 'resume')}
        </List.Item>
        <List.Item>Notes</List.Item>
        {newTags.length > 0 && <List.Item>Tags: {newTags.join(', ')}</List.Item>}
      </List>
      <Text size="sm" mt="xs">
        Then {duplicate.name} is deleted. This cannot be undone.
      </Text>
    </Alert>
  )
}
