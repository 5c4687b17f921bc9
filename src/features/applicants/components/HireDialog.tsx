import { Center, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import { OFFER_ACCESS } from '@common/access/offers'
import type { Employee } from '@common/employees'
import type { Job } from '@common/jobs'
import { DialogActions } from '@/components/feedback/DialogActions'
import { notify } from '@/components/feedback/notify'
import { FormError } from '@/components/feedback/FormError'
import { useSaveForm } from '@/components/form/use-save-form'
import { AnchorLink } from '@/components/links'
import { fieldErrors, isNormalizedError } from '@/lib/errors'
import { formatDay } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { orgChartQueryOptions } from '@/features/employees/api/employees'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { applicationOffersQueryOptions } from '@/features/offers/api/offers'
import { filledRequisitionWithOpenJobs, stillTakingApplications } from '@/features/requisitions/api/requisitions'
import { refreshAfterHire, useHireApplication } from '../api/applicant-mutations'
import { HIRE_FORM_FIELDS, hireFormErrors, hireFormInput, hireFormValues, type HireFormValues } from '../hire-form'

/** An application to hire: its id, the applicant's name and the job. */
export interface HireTarget {
  id: number
  name: string
  job: { id: number; title: string }
}

interface HireDialogProps {
  /** Who is hired; null keeps the dialog closed. */
  target: HireTarget | null
  /** Where a bulk hire stands ("2 of 3"); absent for one. */
  step?: { index: number; total: number }
  onHired: (employee: Employee) => void
  onCancel: () => void
}

/**
 * Hiring an application (contract 14, `POST applications/{id}/hire`): the start date, the job's
 * title and department to change if wanted, a work email and a manager if known. Nothing moves
 * until it is confirmed; the notice then links to the new employee.
 */
export function HireDialog({ target, step, onHired, onCancel }: HireDialogProps) {
  const hire = useHireApplication()
  const cancel = () => {
    if (!hire.isPending) onCancel()
  }
  return (
    <Modal opened={target !== null} onClose={cancel} title={target ? `Hire ${target.name}` : ''} size="lg" centered>
      {target && <HireContent key={target.id} target={target} step={step} hire={hire} onHired={onHired} onCancel={cancel} />}
    </Modal>
  )
}

interface HireContentProps extends Omit<HireDialogProps, 'target'> {
  target: HireTarget
  hire: ReturnType<typeof useHireApplication>
}

/**
 * The form once the job is known (its title and department prefill it), and the application's
 * accepted offer if there is one (its start date, title and manager prefill it); what is
 * unreadable is left empty.
 */
function HireContent({ target, hire, step, onHired, onCancel }: HireContentProps) {
  const queryClient = useQueryClient()
  const job = useQuery(jobQueryOptions(target.job.id))
  const canReadOffers = useCan(OFFER_ACCESS.list)
  const offers = useQuery({ ...applicationOffersQueryOptions(target.id), enabled: canReadOffers })
  const accepted = offers.data?.find((offer) => offer.status === 'accepted')
  if (job.isPending || offers.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the job" />
      </Center>
    )
  }
  const hired = (employee: Employee) => {
    onHired(employee)
    void offerToCloseOpenJobs(queryClient, job.data?.requisition_id ?? null)
  }
  return <HireForm target={target} initial={hireFormValues(job.data, accepted)} offered={accepted !== undefined} hire={hire} step={step} onHired={hired} onCancel={onCancel} />
}

/**
 * A hire that fills its job's requisition leaves the other jobs made from it taking applications:
 * the notice says so and leads to the requisition, whose page offers to close them.
 */
async function offerToCloseOpenJobs(queryClient: QueryClient, requisitionId: Job['requisition_id']) {
  const filled = await filledRequisitionWithOpenJobs(queryClient, requisitionId)
  if (!filled) return
  const { requisition, openJobs } = filled
  notify({
    title: `“${requisition.title}” is filled`,
    message: (
      <>
        {stillTakingApplications(openJobs)}{' '}
        <AnchorLink to="/job-requisitions/view/" search={{ id: requisition.id }} fw={600}>
          Close open jobs
        </AnchorLink>
      </>
    ),
    autoClose: 15_000,
  })
}

function HireForm({ target, initial, offered, hire, step, onHired, onCancel }: HireContentProps & { initial: HireFormValues; offered: boolean }) {
  const queryClient = useQueryClient()
  const canListPeople = useCan(EMPLOYEE_ACCESS.list)
  const people = useQuery({ ...orgChartQueryOptions(), enabled: canListPeople })
  const form = useForm<HireFormValues>({ initialValues: initial })

  const { submit, formError, formRef } = useSaveForm<HireFormValues, Employee>({
    form,
    fields: HIRE_FORM_FIELDS,
    check: (values) => hireFormErrors(values, initial),
    save: async (values) => {
      try {
        return await hire.mutateAsync({ id: target.id, input: hireFormInput(values, initial) })
      } catch (failure) {
        throw await explainConflict(failure, target, () => refreshAfterHire(queryClient))
      }
    },
    notice: (employee) => ({
      title: `${employee.name} hired`,
      message: (
        <>
          {employee.start_date ? `Starts ${formatDay(employee.start_date)}. ` : ''}
          <AnchorLink to="/employees/view/" search={{ id: employee.id }} fw={600}>
            Open employee
          </AnchorLink>
        </>
      ),
      autoClose: 10_000,
    }),
    onSaved: onHired,
  })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit('save')
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {step && `${step.index} of ${step.total}: `}
          The application for {target.job.title} moves to Hired and {target.name} is added to Employees.
          {offered && ' The start date, job title and manager come from the accepted offer.'}
        </Text>
        <FormError message={formError} />
        <TextInput type="date" label="Start date" withAsterisk data-autofocus {...form.getInputProps('start_date')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Job title" autoComplete="off" {...form.getInputProps('job_title')} />
          <TextInput label="Department" autoComplete="off" {...form.getInputProps('department')} />
          <TextInput label="Work email" type="email" autoComplete="off" description="Empty: the email they applied with" {...form.getInputProps('work_email')} />
          {canListPeople && (
            <Select
              label="Manager"
              description="Optional"
              placeholder="No one"
              searchable
              clearable
              limit={50}
              nothingFoundMessage="No one by that name"
              data={(people.data ?? []).map((person) => ({
                value: String(person.id),
                label: person.name,
              }))}
              {...form.getInputProps('manager_id')}
              value={form.values.manager_id || null}
              onChange={(value) => form.setFieldValue('manager_id', value ?? '')}
            />
          )}
        </SimpleGrid>
        <DialogActions confirmLabel="Hire" busy={hire.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  )
}

/**
 * A 409 that names no field means the application is no longer active: hired already (said
 * plainly, since the server speaks of "this application") or rejected. Either way the screens
 * showing it are fetched again. A 409 about the work email stays beside that field.
 */
async function explainConflict(failure: unknown, target: HireTarget, refresh: () => Promise<void>): Promise<unknown> {
  if (!isNormalizedError(failure) || failure.status !== 409 || Object.keys(fieldErrors(failure)).length > 0) return failure
  await refresh()
  if (!/\bis hired\b/.test(failure.message)) return failure
  return {
    ...failure,
    message: `${target.name} is already hired for ${target.job.title}; nothing was changed.`,
  }
}
