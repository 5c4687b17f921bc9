import { Button, Group, Modal, NativeSelect, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { SchedulingLink } from '@common/interviews'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { useSendSchedulingLink } from '../api/interview-mutations'
import { jobKitsQueryOptions } from '../api/interviews'
import { LINK_FIELDS, linkErrors, linkInput, newLinkValues, timeZoneNames, type SchedulingLinkValues } from '../scheduling-link-form'
import { PanelPicker } from './PanelPicker'
import type { ScheduledApplication } from './ScheduleInterviewModal'
import { DurationInput } from './DurationInput'

interface SchedulingLinkModalProps {
  application: ScheduledApplication
  applicantName: string
  zone: string
  onClose: () => void
}

/** A link the candidate books a slot with: the panel's free times inside the company's working hours, within the window. */
export function SchedulingLinkModal({ application, applicantName, zone, onClose }: SchedulingLinkModalProps) {
  const send = useSendSchedulingLink()
  const kits = useQuery(jobKitsQueryOptions(application.job.id))
  const form = useForm<SchedulingLinkValues>({ initialValues: newLinkValues(zone) })
  const saveForm = useSaveForm<SchedulingLinkValues, SchedulingLink>({
    form,
    fields: LINK_FIELDS,
    check: (values) => linkErrors(values, zone),
    save: (values) => send.mutateAsync({ applicationId: application.id, input: linkInput(values, zone) }),
    notice: () => ({ title: 'Scheduling link sent', message: `${applicantName} can book a time until the window ends.` }),
    onSaved: onClose,
  })
  const values = form.getValues()
  const zoneNames = useMemo(() => timeZoneNames(zone), [zone])

  function chooseKit(kitId: string) {
    form.setFieldValue('kit_id', kitId)
    const kit = kits.data?.find((candidate) => String(candidate.id) === kitId)
    if (kit) form.setFieldValue('duration_minutes', kit.duration_minutes)
  }

  const title = `Send ${applicantName} a scheduling link`
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <SaveForm form={saveForm} aria-label={title} gap="sm">
        <Text size="sm" c="dimmed">
          They get an email with a link to pick a time the whole panel is free, within the company’s working hours.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label="Interview kit"
            data={[{ value: '', label: 'No kit' }, ...(kits.data ?? []).map((kit) => ({ value: String(kit.id), label: `${kit.name} (${kit.stage.name})` }))]}
            {...form.getInputProps('kit_id')}
            onChange={(event) => chooseKit(event.currentTarget.value)}
          />
          <DurationInput {...form.getInputProps('duration_minutes')} />
          <TextInput type="date" label="From" required description={`First day, in ${zone}`} {...form.getInputProps('from')} />
          <TextInput type="date" label="To" required description="Last day; the link expires after it" {...form.getInputProps('to')} />
        </SimpleGrid>
        <Select
          label="Candidate’s time zone"
          description="The slots are shown to them in it"
          searchable
          data={zoneNames}
          allowDeselect={false}
          nothingFoundMessage="No time zone matches"
          comboboxProps={{ keepMounted: false }}
          {...form.getInputProps('timezone')}
        />
        <PanelPicker value={values.interviewer_ids} onChange={(ids) => form.setFieldValue('interviewer_ids', ids)} window={null} zone={zone} error={form.errors.interviewer_ids} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saveForm.saving !== null}>
            Cancel
          </Button>
          <Button type="submit" loading={saveForm.saving !== null}>
            Send link
          </Button>
        </Group>
      </SaveForm>
    </Modal>
  )
}
