// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import { Alert, Button, Checkbox, Group, List, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { INTERVIEW_LIMITS, type Interview } from '@common/interviews'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { zoneAbbreviation } from '@/lib/zoned-time'
import { useRescheduleInterview, useScheduleInterview } from '../api/interview-mutations'
import { jobKitsQueryOptions } from '../api/interviews'
import {
  asFormFailure,
  conflictsOf,
  createInput,
  INTERVIEW_FIELDS,
  interviewErrors,
  interviewWindow,
  newInterviewValues,
  rescheduleValues,
  updateInput,
  type InterviewValues,
} from '../interview-form'
import { PanelPicker } from './PanelPicker'
import { DurationInput } from './DurationInput'

export interface ScheduledApplication {
  id: number
  job: { id: number; title: string }
}

interface ScheduleInterviewModalProps {
  application: ScheduledApplication
  applicantName: string
  /** The interview to move or re-staff; absent, a new one is scheduled. */
  interview?: Interview
  /** The company's IANA zone, in which the date and time are read. */
  zone: string
  onClose: () => void
}

type SaveKind = 'save' | 'anyway'

/** Scheduling an interview (or rescheduling one): when, where, who; a clash with the panel's other interviews is named before it is kept. */
export function ScheduleInterviewModal({ application, applicantName, interview, zone, onClose }: ScheduleInterviewModalProps) {
  const title = interview ? `Reschedule ${interview.title}` : `Schedule an interview with ${applicantName}`
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <ScheduleForm application={application} applicantName={applicantName} interview={interview} zone={zone} onClose={onClose} label={title} />
    </Modal>
  )
}

function ScheduleForm({ application, interview, zone, onClose, label }: ScheduleInterviewModalProps & { label: string }) {
  const schedule = useScheduleInterview()
  const reschedule = useRescheduleInterview()
  const kits = useQuery({ ...jobKitsQueryOptions(application.job.id), enabled: !interview })
  const [conflicts, setConflicts] = useState<ReturnType<typeof conflictsOf>>(null)
  const form = useForm<InterviewValues>({ initialValues: interview ? rescheduleValues(interview, zone) : newInterviewValues() })
  const saveForm = useSaveForm<InterviewValues, Interview, SaveKind>({
    form,
    fields: INTERVIEW_FIELDS,
    check: (values) => interviewErrors(values, zone, Boolean(interview)),
    save: async (values, kind) => {
      setConflicts(null)
      try {
        return interview
          ? await reschedule.mutateAsync({ id: interview.id, input: updateInput(values, zone, kind === 'anyway') })
          : await schedule.mutateAsync(createInput(values, application.id, zone, kind === 'anyway'))
      } catch (failure) {
        setConflicts(conflictsOf(failure))
        throw asFormFailure(failure)
      }
    },
    notice: (saved) => ({ title: interview ? 'Interview rescheduled' : 'Interview scheduled', message: saved.title }),
    onSaved: onClose,
  })
  const values = form.getValues()
  const window = interviewWindow(values, zone)
  const abbreviation = zoneAbbreviation(zone, window ? new Date(window.starts_at) : undefined)
  const ends = window ? new Intl.DateTimeFormat('en', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(window.ends_at)) : null

  function chooseKit(kitId: string) {
    form.setFieldValue('kit_id', kitId)
    const kit = kits.data?.find((candidate) => String(candidate.id) === kitId)
    if (kit) {
      form.setFieldValue('title', kit.name)
      form.setFieldValue('duration_minutes', kit.duration_minutes)
    }
  }

  return (
    <SaveForm form={saveForm} aria-label={label} gap="sm">
      {/* Beside the server's message at the top, so the way on is in sight. */}
      {conflicts && conflicts.length > 0 && (
        <Alert color="orange" variant="light" title="Some of the panel are busy then">
          <Stack gap="xs">
            <List size="sm">
              {conflicts.map((conflict) => (
                <List.Item key={`${conflict.user.id}-${conflict.interview_id}`}>{conflict.user.name} has another interview at that time</List.Item>
              ))}
            </List>
            <Group>
              <Button size="xs" color="orange" loading={saveForm.saving === 'anyway'} disabled={saveForm.saving === 'save'} onClick={() => void saveForm.submit('anyway')}>
                {interview ? 'Reschedule anyway' : 'Schedule anyway'}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {!interview && (
        <>
          <NativeSelect
            label="Interview kit"
            description={`${application.job.title}: picking a kit fills the title and length`}
            data={[{ value: '', label: 'No kit' }, ...(kits.data ?? []).map((kit) => ({ value: String(kit.id), label: `${kit.name} (${kit.stage.name})` }))]}
            {...form.getInputProps('kit_id')}
            onChange={(event) => chooseKit(event.currentTarget.value)}
          />
          <TextInput label="Title" placeholder="Interview" maxLength={INTERVIEW_LIMITS.title} {...form.getInputProps('title')} />
        </>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput type="date" label="Date" required aria-describedby="interview-zone" {...form.getInputProps('date')} />
        <TextInput type="time" label="Start time" required aria-describedby="interview-zone" step={300} {...form.getInputProps('start')} />
        <DurationInput max={INTERVIEW_LIMITS.maxHours * 60} {...form.getInputProps('duration_minutes')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" id="interview-zone" mt={-4}>
        Times are the company’s: <bdi dir="ltr">{zone}</bdi>
        {abbreviation !== zone && (
          <>
            {' '}
            (<bdi dir="ltr">{abbreviation}</bdi>)
          </>
        )}
        {ends && (
          <>
            . Ends at <bdi dir="ltr">{ends}</bdi>
          </>
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Location" placeholder="Room, address" maxLength={INTERVIEW_LIMITS.location} {...form.getInputProps('location')} />
        <TextInput label="Video link" type="url" placeholder="https://" dir="ltr" maxLength={INTERVIEW_LIMITS.videoUrl} {...form.getInputProps('video_url')} />
      </SimpleGrid>
      <PanelPicker
        value={values.interviewer_ids}
        onChange={(ids) => form.setFieldValue('interviewer_ids', ids)}
        window={window}
        excludeInterviewId={interview?.id}
        zone={zone}
        initial={interview?.interviewers}
        error={form.errors.interviewer_ids}
      />
      {!interview && <Checkbox label="Send the candidate an invitation" {...form.getInputProps('notify_candidate', { type: 'checkbox' })} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saveForm.saving !== null}>
          Cancel
        </Button>
        <Button type="submit" loading={saveForm.saving === 'save'} disabled={saveForm.saving === 'anyway'}>
          {interview ? 'Reschedule' : 'Schedule interview'}
        </Button>
      </Group>
    </SaveForm>
  )
}
