// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/NumberInput.css'
import { Alert, Button, Center, Grid, Group, Loader, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import { JOB_ACCESS } from '@common/access/jobs'
import { MESSAGE_ACCESS } from '@common/access/messages'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@common/job-labels'
import { SALARY_PERIODS } from '@common/format'
import { OFFER_LIMITS, type Offer } from '@common/offers'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { Section } from '@/components/page/Section'
import { RecordPicker, type PickerOption } from '@/components/RecordPicker'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { emailTemplatesQueryOptions } from '@/features/messages/api/email-templates'
import { companyTimeZone } from '@/features/messages/api/time-zone'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { useCan } from '@/platform/session/api/use-session'
import { useCreateOffer, useUpdateOffer } from '../api/offer-mutations'
import { useLetterPreview } from '../api/offers'
import { employeeNamed, managerPicker } from '../api/managers'
import { bandText, salaryOutsideBand, type Band } from '../offer-format'
import { changedOfferFields, createOfferInput, OFFER_FORM_FIELDS, offerFormErrors, offerFormValues, offerPrefill, previewInput, type OfferFormValues } from '../offer-form'
import { OfferLetter } from './OfferLetter'

/** The application an offer is made on, as the applicant page and the offer know it. */
export interface OfferApplication {
  id: number
  applicant: { name: string }
  job: { id: number; title: string }
}

interface OfferFormModalProps {
  application: OfferApplication
  /** The offer to edit; without it the form makes a new draft. */
  offer?: Offer
  onClose: () => void
  onSaved: (offer: Offer) => void
}

const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }))
const PERIOD_OPTIONS = SALARY_PERIODS.map((period) => ({ value: period, label: `Per ${period}` }))

/**
 * Make offer and Edit offer: the offer's terms beside the letter the candidate will read,
 * rendered by the server as the form changes. Full screen on a phone, the letter under the form.
 */
export function OfferFormModal({ application, offer, onClose, onSaved }: OfferFormModalProps) {
  const narrow = useMediaQuery('(max-width: 48em)')
  const title = offer ? `Edit offer for ${application.applicant.name}` : `Make offer to ${application.applicant.name}`
  return (
    <Modal opened onClose={onClose} title={title} size="80rem" fullScreen={narrow}>
      {offer ? (
        <EditOffer application={application} offer={offer} onClose={onClose} onSaved={onSaved} />
      ) : (
        <NewOffer application={application} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  )
}

/** The offer letter templates, for those who may read templates. */
function useOfferTemplates() {
  const canRead = useCan(MESSAGE_ACCESS.templates)
  return useQuery({ ...emailTemplatesQueryOptions('offer'), enabled: canRead })
}

/**
 * A new offer: waits for what prefills it (the job, its requisition, the letter templates, the
 * hiring manager among the employees), each only as far as the maker may read it. What cannot be
 * read is left for the maker to fill, and the server fills title and type from the job.
 */
function NewOffer({ application, onClose, onSaved }: Omit<OfferFormModalProps, 'offer'>) {
  const canReadJob = useCan(JOB_ACCESS.read)
  const canReadRequisition = useCan(REQUISITION_ACCESS.read)
  const canListEmployees = useCan(EMPLOYEE_ACCESS.list)
  const job = useQuery({ ...jobQueryOptions(application.job.id), enabled: canReadJob })
  const requisitionId = job.data?.requisition_id ?? null
  const requisition = useQuery({ ...requisitionQueryOptions(requisitionId ?? 0), enabled: canReadRequisition && requisitionId !== null })
  const hiringManager = requisition.data?.hiring_manager ?? null
  const manager = useQuery({
    queryKey: ['employees', 'named', hiringManager?.name],
    queryFn: () => employeeNamed(hiringManager?.name ?? ''),
    enabled: canListEmployees && hiringManager !== null,
    retry: false,
  })
  const templates = useOfferTemplates()
  const lists = useQuery(companyListsQueryOptions())

  // A query not enabled stays pending without fetching: only those at work are waited for.
  const loading = [job, requisition, manager, templates, lists].some((query) => query.isLoading)
  if (loading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the job and its requisition" />
      </Center>
    )
  }
  const zone = companyTimeZone(lists.data)
  const band: Band | null = requisition.data ? { min: requisition.data.salary_min, max: requisition.data.salary_max, currency: requisition.data.salary_currency } : null
  const initial = offerPrefill({
    job: job.data ?? null,
    requisition: requisition.data ?? null,
    templates: templates.data ?? [],
    managerId: manager.data?.value ?? '',
    now: new Date(),
    zone,
  })
  return (
    <OfferForm
      application={application}
      initial={initial}
      zone={zone}
      band={band}
      chosenManager={manager.data ?? null}
      templates={templates.data ?? []}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}

function EditOffer({ application, offer, onClose, onSaved }: OfferFormModalProps & { offer: Offer }) {
  const templates = useOfferTemplates()
  const lists = useQuery(companyListsQueryOptions())
  if (templates.isLoading || lists.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the letter templates" />
      </Center>
    )
  }
  const zone = companyTimeZone(lists.data)
  return (
    <OfferForm
      application={application}
      offer={offer}
      initial={offerFormValues(offer, zone)}
      zone={zone}
      band={offer.band}
      chosenManager={offer.manager ? { value: String(offer.manager.id), label: offer.manager.name } : null}
      templates={templates.data ?? []}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}

/** What saving an edit does to the approval, said before the maker saves. */
function editNotice(offer: Offer): string | null {
  if (offer.status === 'pending_approval' || offer.status === 'approved') {
    return 'A change of salary, bonus, equity or start date sends the offer back for approval at step 1. Other changes keep where it stands.'
  }
  return null
}

interface OfferFormProps {
  application: OfferApplication
  offer?: Offer
  initial: OfferFormValues
  /** The company's time zone, in which the expiry is chosen and the letter gives it. */
  zone: string
  band: Band | null
  chosenManager: PickerOption | null
  templates: readonly { id: number; name: string }[]
  onClose: () => void
  onSaved: (offer: Offer) => void
}

function OfferForm({ application, offer, initial, zone, band, chosenManager, templates, onClose, onSaved }: OfferFormProps) {
  const create = useCreateOffer()
  const update = useUpdateOffer()
  const canListEmployees = useCan(EMPLOYEE_ACCESS.list)
  const form = useForm<OfferFormValues>({ initialValues: initial })
  const values = form.values
  const preview = useLetterPreview(previewInput(application.id, values, zone))

  const saveForm = useSaveForm<OfferFormValues, Offer>({
    form,
    fields: OFFER_FORM_FIELDS,
    check: (checked) => offerFormErrors(checked, { now: new Date(), expiryChanged: checked.expires_at !== initial.expires_at || !offer, zone }),
    save: async (saved) => {
      if (!offer) return create.mutateAsync(createOfferInput(application.id, saved, zone))
      const changes = changedOfferFields(offer, saved, zone)
      return Object.keys(changes).length > 0 ? update.mutateAsync({ id: offer.id, input: changes }) : offer
    },
    notice: (saved) => ({ title: offer ? 'Offer saved' : 'Offer saved as a draft', message: `${saved.application.applicant.name} · ${saved.job_title}` }),
    onSaved,
  })
  const { saving } = saveForm

  const salary = values.salary === '' ? null : Number(values.salary)
  const outside = salaryOutsideBand(salary, values.salary_currency, values.salary_period, band)
  const bandLine = bandText(band)
  const notice = offer && editNotice(offer)
  const templateOptions = [{ value: '', label: templates.length > 0 ? 'Choose a template' : 'No offer templates: add one in Settings', disabled: true }].concat(
    templates.map((template) => ({ value: String(template.id), label: template.name, disabled: false })),
  )

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SaveForm
          form={saveForm}
          aria-label={offer ? 'Edit offer' : 'Make offer'}
          notice={
            notice && (
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
                {notice}
              </Alert>
            )
          }
        >
          <Text size="sm" c="dimmed">
            {application.applicant.name} · {application.job.title}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Job title" withAsterisk maxLength={OFFER_LIMITS.jobTitle} {...form.getInputProps('job_title')} />
            <NativeSelect label="Employment type" withAsterisk data={EMPLOYMENT_OPTIONS} {...form.getInputProps('employment_type')} />
            <TextInput type="date" label="Start date" withAsterisk {...form.getInputProps('start_date')} />
            <TextInput
              type="datetime-local"
              label="Offer expires"
              withAsterisk
              description={
                <>
                  The candidate can accept until then, <bdi dir="ltr">{zone}</bdi> time
                </>
              }
              {...form.getInputProps('expires_at')}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NumberInput
                label="Salary"
                withAsterisk
                min={0}
                max={OFFER_LIMITS.amount}
                decimalScale={2}
                allowNegative={false}
                thousandSeparator=","
                description={bandLine ? `Band: ${bandLine}` : 'The requisition gives no band.'}
                {...form.getInputProps('salary')}
              />
              <TextInput label="Currency" withAsterisk maxLength={3} placeholder="USD" autoComplete="off" {...form.getInputProps('salary_currency')} />
              <NativeSelect label="Paid" withAsterisk data={PERIOD_OPTIONS} {...form.getInputProps('salary_period')} />
            </SimpleGrid>
            {outside && (
              <Alert variant="light" color="orange" icon={<IconAlertTriangle aria-hidden />} title="Outside the band">
                {salary !== null && band?.max !== null && band?.max !== undefined && salary > band.max ? 'Above' : 'Below'} the requisition’s band of {bandLine}: the offer needs
                approval.
              </Alert>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Bonus"
              description={`Optional, in ${values.salary_currency.trim().toUpperCase() || 'the salary’s currency'}`}
              min={0}
              max={OFFER_LIMITS.amount}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('bonus')}
            />
            <TextInput label="Equity" description="Optional, e.g. 0.1% over 4 years" maxLength={OFFER_LIMITS.equity} {...form.getInputProps('equity')} />
            {canListEmployees && (
              <RecordPicker
                label="Manager"
                description="Optional: an employee"
                placeholder="No one"
                clearable
                source={managerPicker}
                nothingFound="No employees by that name"
                chosen={chosenManager}
                value={values.manager_id}
                onChange={(value) => form.setFieldValue('manager_id', value)}
                error={form.errors.manager_id}
              />
            )}
            <NativeSelect label="Letter template" withAsterisk data={templateOptions} {...form.getInputProps('template_id')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="gray" onClick={onClose} disabled={saving !== null}>
              Cancel
            </Button>
            <Button type="submit" loading={saving !== null}>
              {offer ? 'Save changes' : 'Save draft'}
            </Button>
          </Group>
        </SaveForm>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Section id="offer-letter-preview" title="Letter" description={`As ${application.applicant.name} will read it.`}>
          {preview.data ? (
            <OfferLetter letter={preview.data.letter} busy={preview.isFetching} />
          ) : (
            <Text size="sm" c="dimmed">
              {preview.isFetching ? 'Rendering the letter…' : 'Fill in the start date, salary, expiry and template to see the letter.'}
            </Text>
          )}
        </Section>
      </Grid.Col>
    </Grid>
  )
}
