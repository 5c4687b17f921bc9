import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { companyListProblems } from '@common/company-lists'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { UnsavedChangesGuard } from '@/components/feedback/UnsavedChangesGuard'
import { Section } from '@/components/page/Section'
import { showServerErrors } from '@/lib/form-errors'
import type { Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'
import { EditableList } from './EditableList'

const NOUN = { one: 'rejection reason', many: 'rejection reasons' }

/** The same rules the server applies: names as the other lists, and at least one reason. */
function reasonsError(reasons: string[]): string | undefined {
  if (reasons.length === 0) return 'Keep at least one rejection reason'
  return companyListProblems(reasons, NOUN)[0]
}

/** The reasons offered whenever an application is rejected; a rejection names one of them. */
export function RejectionReasonsSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<{ rejection_reasons: string[] }>({
    initialValues: { rejection_reasons: settings.rejection_reasons },
    validate: (values) => {
      const error = reasonsError(values.rejection_reasons.map((name) => name.trim()))
      return error ? { rejection_reasons: error } : {}
    },
  })

  async function save(values: { rejection_reasons: string[] }) {
    setFormError(null)
    try {
      const saved = await update.mutateAsync({ rejection_reasons: values.rejection_reasons.map((name) => name.trim()) })
      form.setValues({ rejection_reasons: saved.rejection_reasons })
      form.resetDirty({ rejection_reasons: saved.rejection_reasons })
      notify({ color: 'teal', title: 'Rejection reasons saved', message: 'They are offered from the next rejection on.' })
    } catch (failure) {
      setFormError(showServerErrors(form, failure, ['rejection_reasons']))
    }
  }

  return (
    <Section title="Rejection reasons" description="Offered whenever someone rejects an application; the reason is kept with it.">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <UnsavedChangesGuard when={() => !update.isPending && form.isDirty()} />
        <Stack gap="lg">
          <FormError message={formError} />
          <EditableList
            title="Reasons"
            noun="reason"
            names={form.values.rejection_reasons}
            onChange={(names) => {
              form.setFieldValue('rejection_reasons', names)
              form.clearFieldError('rejection_reasons')
            }}
            error={typeof form.errors.rejection_reasons === 'string' ? form.errors.rejection_reasons : null}
            placeholder="e.g. Not a culture add"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save rejection reasons
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  )
}
