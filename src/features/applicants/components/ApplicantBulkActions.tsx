import { Button, Group, Menu, Modal, Stack, TextInput } from '@mantine/core'
import { IconArrowRight, IconBriefcase, IconDownload, IconTag, IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ListedApplicant } from '@common/applicants'
import { FormError } from '@/components/feedback/FormError'
import { RecordPicker, type PickerOption } from '@/components/RecordPicker'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { useBulkApplicants, useBulkApplications, type BulkApplicantsInput, type BulkApplicationsInput } from '../api/applicant-mutations'
import { openJobOptionsPicker } from '../api/applicants'
import { stagesQueryOptions } from '../api/pipeline'
import { HireDialog } from './HireDialog'
import { RejectDialog } from './RejectDialog'
import { useHireFlow } from './use-hire-flow'

/** A bulk action without the records it acts on, each kind of action kept apart. */
type WithoutIds<Input> = Input extends unknown ? Omit<Input, 'ids'> : never

interface ApplicantBulkActionsProps {
  rows: ListedApplicant[]
  clear: () => void
  /** The list's job filter: moves and rejections then touch only that job's applications. */
  jobId: number | undefined
  canEdit: boolean
  reasons: readonly string[]
  onExport: (ids: number[]) => void
}

/** The open applications of the chosen applicants (for the filtered job only, when there is one). */
export function openApplications(rows: readonly ListedApplicant[], jobId: number | undefined) {
  return rows.flatMap((row) => row.applications.filter((application) => application.status === 'active' && (jobId === undefined || application.job.id === jobId)))
}

/**
 * What the bulk bar offers for the chosen applicants: move, reject, tag, add to a job, export.
 * A move to the hired stage hires each open application in turn through the hire dialog.
 */
export function ApplicantBulkActions({ rows, clear, jobId, canEdit, reasons, onExport }: ApplicantBulkActionsProps) {
  const stages = useQuery({ ...stagesQueryOptions(), enabled: canEdit })
  const applications = useBulkApplications()
  const applicants = useBulkApplicants()
  const [dialog, setDialog] = useState<'reject' | 'tag' | 'job' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const open = openApplications(rows, jobId)
  const who = plural(rows.length, 'applicant')
  const hiring = useHireFlow(clear)

  function hireAll() {
    const names = new Map(rows.flatMap((row) => row.applications.map((application) => [application.id, row.name] as const)))
    hiring.start(open.map((application) => ({ id: application.id, name: names.get(application.id) ?? '', job: application.job })))
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setError(null)
    try {
      await action()
    } catch (failure) {
      if (dialog) setError(failureText(failure))
      else
        notify({
          color: 'red',
          title: 'Nothing was changed',
          message: failureText(failure),
          autoClose: false,
        })
      return
    }
    notify({ color: 'teal', title: done, message: who })
    setDialog(null)
    clear()
  }

  /** A change of the chosen applicants (tag, add to a job), announced with `done`. */
  const changeApplicants = (change: WithoutIds<BulkApplicantsInput>, done: string) => void run(() => applicants.mutateAsync({ ids: rows.map((row) => row.id), ...change }), done)
  /** A change of their open applications (move, reject), announced the same way. */
  const changeApplications = (change: WithoutIds<BulkApplicationsInput>, done: string) =>
    void run(() => applications.mutateAsync({ ids: open.map((application) => application.id), ...change }), done)

  const close = () => {
    if (!applications.isPending && !applicants.isPending) setDialog(null)
  }

  return (
    <>
      {canEdit && (
        <>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconArrowRight size={14} aria-hidden />}
                disabled={open.length === 0}
                loading={applications.isPending && dialog === null}
              >
                Move to stage
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(stages.data ?? []).map((stage) => (
                <Menu.Item
                  key={stage.id}
                  onClick={() => (stage.kind === 'hired' && hiring.canHire ? hireAll() : changeApplications({ action: 'move', stage_id: stage.id }, `Moved to ${stage.name}`))}
                >
                  {stage.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} aria-hidden />} disabled={open.length === 0} onClick={() => setDialog('reject')}>
            Reject
          </Button>
          <Button size="xs" variant="light" leftSection={<IconTag size={14} aria-hidden />} onClick={() => setDialog('tag')}>
            Tag
          </Button>
          <Button size="xs" variant="light" leftSection={<IconBriefcase size={14} aria-hidden />} onClick={() => setDialog('job')}>
            Add to job
          </Button>
        </>
      )}
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => onExport(rows.map((row) => row.id))}>
        Export selection
      </Button>
      <RejectDialog
        name={dialog === 'reject' ? plural(open.length, 'application') : null}
        reasons={reasons}
        withNote={false}
        busy={applications.isPending}
        error={error}
        mail={{ hasEmail: rows.some((row) => Boolean(row.email)), applicationId: open[0]?.id }}
        onCancel={close}
        onConfirm={({ reason, email }) => changeApplications({ action: 'reject', reason, email }, email ? 'Rejected, with a rejection email each' : 'Rejected')}
      />
      <HireDialog {...hiring.dialog} />
      <TagDialog
        opened={dialog === 'tag'}
        busy={applicants.isPending}
        error={error}
        onCancel={close}
        onConfirm={(tag) => changeApplicants({ action: 'tag', tag }, `Tagged “${tag}”`)}
      />
      <AddToJobDialog
        opened={dialog === 'job'}
        busy={applicants.isPending}
        error={error}
        onCancel={close}
        onConfirm={(job) => changeApplicants({ action: 'add_to_job', job_id: job.id }, `Added to ${job.title}`)}
      />
    </>
  )
}

interface DialogProps<Value> {
  opened: boolean
  busy: boolean
  error: string | null
  onConfirm: (value: Value) => void
  onCancel: () => void
}

function TagDialog({ opened, busy, error, onConfirm, onCancel }: DialogProps<string>) {
  const [tag, setTag] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <Modal opened={opened} onClose={onCancel} title="Tag applicants" centered>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault()
          if (tag.trim()) onConfirm(tag.trim())
          else setMissing(true)
        }}
      >
        <FormError message={error} />
        <TextInput
          label="Tag"
          required
          data-autofocus
          value={tag}
          error={missing && !tag.trim() ? 'Enter a tag' : undefined}
          onChange={(event) => setTag(event.currentTarget.value)}
        />
        <DialogButtons busy={busy} label="Add tag" onCancel={onCancel} />
      </Stack>
    </Modal>
  )
}

function AddToJobDialog({ opened, busy, error, onConfirm, onCancel }: DialogProps<{ id: number; title: string }>) {
  const [job, setJob] = useState<PickerOption | null>(null)
  const [missing, setMissing] = useState(false)
  return (
    <Modal opened={opened} onClose={onCancel} title="Add to a job" centered>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault()
          if (job) onConfirm({ id: Number(job.value), title: job.label })
          else setMissing(true)
        }}
      >
        <FormError message={error} />
        <RecordPicker
          label="Job"
          required
          data-autofocus
          placeholder="Choose a job"
          source={openJobOptionsPicker}
          nothingFound="No published or draft jobs by that name"
          enabled={opened}
          value={job?.value ?? ''}
          error={missing && !job ? 'Choose a job' : undefined}
          onChange={(_value, option) => setJob(option)}
        />
        <DialogButtons busy={busy} label="Add to job" onCancel={onCancel} />
      </Stack>
    </Modal>
  )
}

function DialogButtons({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  )
}
