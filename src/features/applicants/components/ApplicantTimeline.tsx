import '@mantine/core/styles/Timeline.css'
import { Button, Stack, Text, Textarea, Timeline } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '@/components/feedback/notify'
import { FormError } from '@/components/feedback/FormError'
import { failureText } from '@/lib/errors'
import { formatDateTime, formatRelative } from '@/lib/format'
import { useAddNote } from '../api/applicant-mutations'
import { applicantTimelineQueryOptions } from '../api/applicants'
import { Section } from './Section'

/** Notes (added here) and everything else that happened to the applicant, newest first. */
export function ApplicantTimeline({ id, canEdit }: { id: number; canEdit: boolean }) {
  const timeline = useQuery(applicantTimelineQueryOptions(id))
  return (
    <Section title="Notes and timeline">
      <Stack gap="lg">
        {canEdit && <NoteForm id={id} />}
        {timeline.isError ? (
          <Text size="sm" c="dimmed">
            The timeline could not be loaded.
          </Text>
        ) : !timeline.data ? (
          <Text size="sm" c="dimmed" role="status">
            Loading the timeline…
          </Text>
        ) : timeline.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has happened yet.
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
            {timeline.data.map((entry, index) => (
              <Timeline.Item key={`${entry.at}-${index}`} lineVariant={entry.kind === 'note' ? 'dashed' : 'solid'}>
                <Text size="sm" fw={entry.kind === 'note' ? 400 : 500} style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.actor?.name ?? 'System'} ·{' '}
                  <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                    {formatRelative(entry.at)}
                  </time>
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Section>
  )
}

function NoteForm({ id }: { id: number }) {
  const addNote = useAddNote()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault()
        if (!body.trim() || addNote.isPending) return
        setError(null)
        addNote.mutate(
          { id, body: body.trim() },
          {
            onSuccess: () => {
              setBody('')
              notify({
                color: 'teal',
                title: 'Note added',
                message: 'It shows on the timeline.',
              })
            },
            onError: (failure) => setError(failureText(failure)),
          },
        )
      }}
    >
      <FormError message={error} />
      <Textarea label="Add a note" autosize minRows={2} value={body} onChange={(event) => setBody(event.currentTarget.value)} />
      <Button type="submit" size="xs" variant="light" loading={addNote.isPending} disabled={!body.trim()} style={{ alignSelf: 'flex-end' }}>
        Add note
      </Button>
    </Stack>
  )
}
