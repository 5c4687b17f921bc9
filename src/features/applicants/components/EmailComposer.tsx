import '@mantine/core/styles/Grid.css'
import { Grid, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ApplicantDetail } from '@common/applicants'
import { EMAIL_TEMPLATE_KIND_LABELS, EMAIL_TEMPLATE_KINDS, sendMessageInputSchema, type SendMessageInput } from '@common/messages'
import { DialogActions } from '@/components/feedback/DialogActions'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { MailPreview } from '@/components/mail/MailPreview'
import { MergeFieldMenu } from '@/components/mail/MergeFieldMenu'
import { useMergeFieldTarget } from '@/components/mail/merge-field-target'
import { SendTimeField, type SendTime } from '@/components/mail/SendTimeField'
import { emailTemplatesQueryOptions } from '@/features/messages/api/email-templates'
import { useSendMessage } from '@/features/messages/api/messages'
import { useMailPreview } from '@/features/messages/api/preview'
import { useCompanyTimeZone } from '@/features/messages/api/time-zone'
import { fieldErrors, toNormalizedError } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'
import { nextWorkingMorning, toZonedLocal, zonedLocalToUtc } from '@/lib/zoned-time'

const COMPOSER_FIELDS = ['subject', 'body', 'application_id', 'send_at', 'template_id'] as const
type Problems = Partial<Record<(typeof COMPOSER_FIELDS)[number], string>>

/** The application a message is about by default: an open one, else the latest. */
function defaultApplication(applicant: ApplicantDetail): string {
  const open = applicant.applications.find((application) => application.status === 'active')
  return String((open ?? applicant.applications[0])?.id ?? '')
}

/** The message as the API takes it, or the problems a user must fix first, beside their fields. */
export function composedMessage(
  values: { templateId: string; subject: string; body: string; applicationId: string; when: SendTime },
  zone: string,
  now: Date,
): { input: SendMessageInput } | { problems: Problems } {
  let sendAt: string | undefined
  if (values.when.mode === 'at') {
    if (!values.when.at) return { problems: { send_at: 'Choose a date and time' } }
    sendAt = zonedLocalToUtc(values.when.at, zone)
    if (new Date(sendAt) <= now) return { problems: { send_at: 'Choose a time in the future' } }
  }
  const input = {
    subject: values.subject,
    body: values.body,
    ...(values.templateId ? { template_id: Number(values.templateId) } : {}),
    ...(values.applicationId ? { application_id: Number(values.applicationId) } : {}),
    ...(sendAt ? { send_at: sendAt } : {}),
  }
  const checked = sendMessageInputSchema.safeParse(input)
  if (checked.success) return { input }
  const problems: Problems = {}
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0]) as keyof Problems
    problems[field] ??= issue.message
  }
  return { problems }
}

interface EmailComposerProps {
  applicant: ApplicantDetail
  onClose: () => void
}

/**
 * A message to the applicant: from a template or blank, about one of their applications, with the
 * mail as they will read it beside it (below on a phone); sent now or at a time in the company's zone.
 */
export function EmailComposer({ applicant, onClose }: EmailComposerProps) {
  const narrow = useMediaQuery('(max-width: 48em)')
  const zone = useCompanyTimeZone()
  const templates = useQuery(emailTemplatesQueryOptions())
  const send = useSendMessage()
  const [templateId, setTemplateId] = useState('')
  const [applicationId, setApplicationId] = useState(() => defaultApplication(applicant))
  const [text, setText] = useState({ subject: '', body: '' })
  // Until the user picks a time, "Send at" offers the next working morning in the company's zone, which may arrive after the dialog opens.
  const [chosenWhen, setWhen] = useState<SendTime | null>(null)
  const defaultAt = useMemo(() => toZonedLocal(nextWorkingMorning(new Date(), zone), zone), [zone])
  const when = chosenWhen ?? { mode: 'now', at: defaultAt }
  const [problems, setProblems] = useState<Problems>({})
  const [formError, setFormError] = useState<string | null>(null)
  const target = useMergeFieldTarget<'subject' | 'body'>('body')
  const preview = useMailPreview({ ...text, ...(applicationId ? { application_id: Number(applicationId) } : {}) })
  const previewProblems = preview.error ? fieldErrors(toNormalizedError(preview.error)) : {}
  const previewFailure = preview.error && Object.keys(previewProblems).length === 0 ? preview.error.message : null

  const write = (field: 'subject' | 'body', value: string) => {
    setText((current) => ({ ...current, [field]: value }))
    setProblems((current) => ({ ...current, [field]: undefined }))
  }

  function chooseTemplate(id: string) {
    setTemplateId(id)
    const template = templates.data?.find((candidate) => String(candidate.id) === id)
    setText(template ? { subject: template.subject, body: template.body } : { subject: '', body: '' })
    setProblems({})
  }

  async function submit() {
    setFormError(null)
    const composed = composedMessage({ templateId, ...text, applicationId, when }, zone, new Date())
    if ('problems' in composed) {
      setProblems(composed.problems)
      return
    }
    try {
      const message = await send.mutateAsync({ applicantId: applicant.id, input: composed.input })
      notify({
        color: 'teal',
        title: message.status === 'scheduled' ? 'Email scheduled' : 'Email sent',
        message: message.status === 'scheduled' ? `To ${applicant.name}, ${formatDateTime(message.send_at)}` : `To ${applicant.name}`,
      })
      onClose()
    } catch (failure) {
      const error = toNormalizedError(failure)
      const beside = fieldErrors(error)
      const shown = Object.fromEntries(Object.entries(beside).filter(([field]) => (COMPOSER_FIELDS as readonly string[]).includes(field)))
      setProblems(shown)
      const elsewhere = Object.entries(beside)
        .filter(([field]) => !(field in shown))
        .map(([, message]) => message)
      setFormError(elsewhere.length > 0 ? elsewhere.join(' ') : Object.keys(shown).length > 0 ? null : error.message)
    }
  }

  const templateOptions = [
    { value: '', label: 'Blank message' },
    ...EMAIL_TEMPLATE_KINDS.flatMap((kind) => {
      const items = (templates.data ?? []).filter((template) => template.kind === kind).map((template) => ({ value: String(template.id), label: template.name }))
      return items.length > 0 ? [{ group: EMAIL_TEMPLATE_KIND_LABELS[kind], items }] : []
    }),
  ]
  const application = applicant.applications.find((candidate) => String(candidate.id) === applicationId)

  return (
    <Modal opened onClose={() => !send.isPending && onClose()} title={`Email ${applicant.name}`} size="70rem" fullScreen={narrow}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <FormError message={formError} />
              <Text size="sm">
                To <bdi>{applicant.name}</bdi> &lt;<bdi dir="ltr">{applicant.email}</bdi>&gt;
              </Text>
              <NativeSelect
                label="Template"
                data={templateOptions}
                value={templateId}
                error={problems.template_id}
                onChange={(event) => chooseTemplate(event.currentTarget.value)}
              />
              {applicant.applications.length > 1 && (
                <NativeSelect
                  label="About the application"
                  data={applicant.applications.map((candidate) => ({ value: String(candidate.id), label: candidate.job.title }))}
                  value={applicationId}
                  error={problems.application_id}
                  onChange={(event) => setApplicationId(event.currentTarget.value)}
                />
              )}
              <Group justify="flex-end">
                <MergeFieldMenu onPick={(name) => target.insert(name, write)} />
              </Group>
              <TextInput
                label="Subject"
                withAsterisk
                data-autofocus
                value={text.subject}
                error={problems.subject ?? previewProblems.subject}
                onChange={(event) => write('subject', event.currentTarget.value)}
                {...target.bind('subject')}
              />
              <Textarea
                label="Message"
                description="Markdown: **bold**, *italic*, [a link](https://example.com), lists"
                withAsterisk
                autosize
                minRows={8}
                maxRows={18}
                value={text.body}
                error={problems.body ?? previewProblems.body}
                onChange={(event) => write('body', event.currentTarget.value)}
                {...target.bind('body')}
              />
              <SendTimeField
                value={when}
                zone={zone}
                error={problems.send_at}
                onChange={(next) => {
                  setWhen(next)
                  setProblems((current) => ({ ...current, send_at: undefined }))
                }}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MailPreview
              mail={preview.data}
              loading={preview.isFetching}
              error={previewFailure}
              filledWith={application ? `${applicant.name}’s application (${application.job.title})` : `${applicant.name}’s details`}
            />
          </Grid.Col>
        </Grid>
        <Stack mt="lg">
          <DialogActions confirmLabel={when.mode === 'at' ? 'Schedule email' : 'Send email'} busy={send.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
