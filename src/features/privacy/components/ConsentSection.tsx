import { Badge, Button, Group, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { CONSENT_TEXT_LIMIT } from '@common/privacy'
import { updateSettingsInputSchema } from '@common/settings'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import type { Settings } from '@/features/settings/api/settings'
import { useUpdateSettings } from '@/features/settings/api/settings-mutations'

interface ConsentValues {
  consent_text: string
}

const CONSENT_FIELDS = ['consent_text'] as const

/** The server's rule and messages, checked before sending. */
const checkConsent = schemaResolver(updateSettingsInputSchema.pick({ consent_text: true }).required(), { sync: true })

const consentValues = (settings: Settings): ConsentValues => ({ consent_text: settings.consent_text })

/**
 * What candidates agree to on the careers apply form. Each application records the text as it
 * was shown, so a changed text is a new version and earlier consents keep their own words.
 */
export function ConsentSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const version = settings.consent_version
  const form = useForm<ConsentValues>({ initialValues: consentValues(settings) })
  const saveForm = useSaveForm<ConsentValues, Settings>({
    form,
    fields: CONSENT_FIELDS,
    check: checkConsent,
    save: (values) => update.mutateAsync({ consent_text: values.consent_text.trim() }),
    notice: (saved) => ({ title: 'Consent text saved', message: `Version ${saved.consent_version}` }),
    savedValues: consentValues,
  })
  const length = form.getValues().consent_text.length

  return (
    <Section
      title="Consent"
      description="The text candidates agree to when they apply on your careers page. Each application keeps the version it was given."
      actions={
        version > 0 && (
          <Badge variant="light" color="gray" size="lg">
            Version {version}
          </Badge>
        )
      }
    >
      <SaveForm form={saveForm}>
        <Textarea
          label="Consent text"
          description={`${length.toLocaleString('en-US')} of ${CONSENT_TEXT_LIMIT.toLocaleString('en-US')} characters. Saving a changed text makes a new version.`}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('consent_text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saveForm.saving !== null}>
            Save consent text
          </Button>
        </Group>
      </SaveForm>
    </Section>
  )
}
