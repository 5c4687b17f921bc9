// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import { Button, Checkbox, Collapse, NativeSelect, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { EmailTemplate, RejectionEmail } from '@common/messages'
import { MailPreview } from '@/components/mail/MailPreview'
import { SendTimeField, type SendTime } from '@/components/mail/SendTimeField'
import { emailTemplatesQueryOptions } from '@/features/messages/api/email-templates'
import { useMailPreview } from '@/features/messages/api/preview'
import { useCompanyTimeZone } from '@/features/messages/api/time-zone'
import { nextWorkingMorning, toZonedLocal, zonedLocalToUtc } from '@/lib/zoned-time'

/** The rejection template offered for a reason: the one named after it, else the kind's default. */
export function templateForReason(templates: readonly EmailTemplate[], reason: string): EmailTemplate | undefined {
  const named = templates.find((template) => template.name.trim().toLowerCase() === reason.trim().toLowerCase())
  return named ?? templates.find((template) => template.is_default) ?? templates[0]
}

interface RejectionEmailOptions {
  /** The reason chosen so far: it picks the template until the user picks one. */
  reason: string
  /** Whether anyone rejected has an address: the mail is offered, and checked, only then. */
  hasEmail: boolean
  /** The application the preview is filled with; sample values without it. */
  applicationId?: number
}

/**
 * The rejection mail's choice, for the single reject, the list's bulk reject and the board's:
 * send it or not, which template, and when (by default the next working morning in the company's
 * zone). Render `<RejectionEmailFields {...mail.fields} />`; on confirm, `mail.input()` gives the
 * API's `email` (undefined when none is sent), or null when a field needs fixing first.
 */
export function useRejectionEmail({ reason, hasEmail, applicationId }: RejectionEmailOptions) {
  const zone = useCompanyTimeZone(hasEmail)
  const templates = useQuery({ ...emailTemplatesQueryOptions('rejection'), enabled: hasEmail })
  const [send, setSend] = useState(hasEmail)
  const [pickedId, setPickedId] = useState<string | null>(null)
  // Until the user picks a time, the default follows the company's zone, which may arrive after the dialog opens.
  const [chosenWhen, setWhen] = useState<SendTime | null>(null)
  const defaultAt = useMemo(() => toZonedLocal(nextWorkingMorning(new Date(), zone), zone), [zone])
  const when = chosenWhen ?? { mode: 'at', at: defaultAt }
  const [error, setError] = useState<string | null>(null)
  const template = pickedId === null ? templateForReason(templates.data ?? [], reason) : templates.data?.find((candidate) => String(candidate.id) === pickedId)

  function input(): RejectionEmail | undefined | null {
    if (!send || !hasEmail) return undefined
    if (!template) {
      setError('Choose a template')
      return null
    }
    if (when.mode === 'now') return { template_id: template.id }
    const sendAt = when.at ? zonedLocalToUtc(when.at, zone) : null
    if (!sendAt || new Date(sendAt) <= new Date()) {
      setError(sendAt ? 'Choose a time in the future' : 'Choose a date and time')
      return null
    }
    return { template_id: template.id, send_at: sendAt }
  }

  return {
    input,
    fields: {
      hasEmail,
      send,
      onSendChange: setSend,
      templates: templates.data ?? [],
      templateId: template ? String(template.id) : '',
      onTemplateChange: setPickedId,
      template,
      when,
      onWhenChange: (next: SendTime) => {
        setWhen(next)
        setError(null)
      },
      zone,
      error,
      applicationId,
    },
  }
}

type RejectionEmailFieldsProps = ReturnType<typeof useRejectionEmail>['fields']

/** "Send a rejection email": the template (preselected for the reason), the send time, and a preview of the mail. */
export function RejectionEmailFields({
  hasEmail,
  send,
  onSendChange,
  templates,
  templateId,
  onTemplateChange,
  template,
  when,
  onWhenChange,
  zone,
  error,
  applicationId,
}: RejectionEmailFieldsProps) {
  const [previewing, setPreviewing] = useState(false)
  return (
    <Stack gap="sm">
      <Checkbox
        label="Send a rejection email"
        description={hasEmail ? undefined : 'No email address on file'}
        disabled={!hasEmail}
        checked={send && hasEmail}
        onChange={(event) => onSendChange(event.currentTarget.checked)}
      />
      {send && hasEmail && (
        <Stack gap="sm" ps="lg">
          <NativeSelect
            label="Rejection template"
            data={
              templates.length === 0
                ? [{ value: '', label: 'No rejection template yet', disabled: true }]
                : templates.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))
            }
            value={templateId}
            error={!template && error ? error : undefined}
            onChange={(event) => onTemplateChange(event.currentTarget.value)}
          />
          <SendTimeField value={when} onChange={onWhenChange} zone={zone} error={template ? error : null} />
          <div>
            <Button size="xs" variant="light" onClick={() => setPreviewing((open) => !open)} aria-expanded={previewing} disabled={!template}>
              {previewing ? 'Hide the preview' : 'Preview'}
            </Button>
          </div>
          <Collapse expanded={previewing && Boolean(template)}>{previewing && template && <TemplatePreview template={template} applicationId={applicationId} />}</Collapse>
        </Stack>
      )}
    </Stack>
  )
}

function TemplatePreview({ template, applicationId }: { template: EmailTemplate; applicationId?: number }) {
  const preview = useMailPreview({ subject: template.subject, body: template.body, ...(applicationId ? { application_id: applicationId } : {}) })
  return (
    <MailPreview
      mail={preview.data}
      loading={preview.isFetching}
      error={preview.error ? preview.error.message : null}
      filledWith={applicationId ? 'this application’s values' : 'sample values'}
    />
  )
}
