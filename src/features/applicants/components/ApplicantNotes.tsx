import '@mantine/core/styles/Divider.css'
import { Button, Divider, Stack, Text, Textarea } from '@mantine/core'
import { Fragment, useState } from 'react'
import type { ApplicantDetail, Note } from '@common/applicants'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'
import { useAddNote } from '../api/applicant-mutations'
import { Section } from '@/components/page/Section'

/** What staff wrote about the applicant and the cover letters they sent from the careers site, newest first, in full. */
export function ApplicantNotes({ applicant, canEdit }: { applicant: ApplicantDetail; canEdit: boolean }) {
  return (
    <Section title="Notes">
      <Stack gap="md">
        {canEdit && <NoteForm id={applicant.id} />}
        {applicant.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet. A cover letter sent with an application from the careers site shows here.
          </Text>
        ) : (
          <Stack component="ul" gap="sm" aria-label="Notes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {applicant.notes.map((note, index) => (
              <Fragment key={note.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <NoteItem note={note} />
              </Fragment>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  )
}

function NoteItem({ note }: { note: Note }) {
  return (
    <Stack component="li" gap={4}>
      <Text size="xs" c="dimmed">
        {note.author ? <bdi>{note.author.name}</bdi> : 'From the careers site'} · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
      </Text>
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.body}
      </Text>
    </Stack>
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
              notify({ color: 'teal', title: 'Note added', message: 'It shows under Notes and on the timeline.' })
            },
            onError: (failure) => setError(failureText(failure)),
          },
        )
      }}
    >
      <Textarea label="Add a note" autosize minRows={2} value={body} error={error} onChange={(event) => setBody(event.currentTarget.value)} />
      <Button type="submit" size="xs" variant="light" loading={addNote.isPending} disabled={!body.trim()} style={{ alignSelf: 'flex-end' }}>
        Add note
      </Button>
    </Stack>
  )
}
