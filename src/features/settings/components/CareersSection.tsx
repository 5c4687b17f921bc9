// Mantine styles only this lazily loaded section needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/ColorSwatch.css'
import '@mantine/core/styles/ColorPicker.css'
import '@mantine/core/styles/ColorInput.css'
import '@mantine/core/styles/Switch.css'
import { Anchor, Button, ColorInput, Group, Popover, Stack, Switch, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { careersSettingsInputSchema, careersSitePath, type CareersSettings } from '@common/careers'
import { FormError } from '@/components/feedback/FormError'
import { Section } from '@/components/page/Section'
import { useSaveForm } from '@/components/form/use-save-form'
import { MarkdownField, type MarkdownTab } from '@/components/markdown/MarkdownField'
import type { Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'

interface CareersValues {
  careers: CareersSettings
}

const CAREERS_FIELDS = ['careers.slug', 'careers.public', 'careers.intro', 'careers.brand_color'] as const

const checkCareers = schemaResolver(careersSettingsInputSchema.transform((careers) => ({ careers })), { sync: true })

/** The public careers site (contract 9): its address, whether it is public, its intro and brand colour. */
export function CareersSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const form = useForm<CareersValues>({ initialValues: { careers: settings.careers } })
  const [tab, setTab] = useState<MarkdownTab>('write')
  const { submit, saving, formError, formRef, guard } = useSaveForm<CareersValues, Settings>({
    form,
    fields: CAREERS_FIELDS,
    check: (values) => {
      const errors = checkCareers(values.careers)
      return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.startsWith('careers.') ? field : `careers.${field}`, message]))
    },
    save: (values) => update.mutateAsync({ careers: values.careers }),
    notice: (saved) => ({ title: 'Careers page saved', message: saved.careers.public ? 'Your careers page is public.' : 'Your careers page is private.' }),
    savedValues: (saved) => ({ careers: saved.careers }),
    onInvalid: (errors) => {
      if (errors['careers.intro']) setTab('write')
    },
  })
  const slug = settings.careers.slug

  return (
    <Section title="Careers page" description="Your company's public page, where candidates find your open jobs and apply.">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit('save')
        }}
      >
        {guard}
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="Address name"
            description="Lower-case letters, digits and hyphens, 3 to 40 characters: /careers/?company=your-name"
            withAsterisk
            maxLength={40}
            autoComplete="off"
            {...form.getInputProps('careers.slug')}
          />
          <Switch label="Public: anyone with the link can see your open jobs and apply" {...form.getInputProps('careers.public', { type: 'checkbox' })} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Intro
            </Text>
            <MarkdownField
              label="Intro"
              input={form.getInputProps('careers.intro')}
              placeholder="Who you are and why people like working with you (Markdown)"
              tab={tab}
              onTabChange={setTab}
            />
          </Stack>
          <ColorInput label="Brand colour" description="Buttons and accents on your careers page; text on it is made readable." format="hex" eyeDropperButtonProps={{ 'aria-label': 'Pick the brand colour from the screen' }} {...form.getInputProps('careers.brand_color')} />
          <Text size="sm" c="dimmed">
            The apply form asks candidates to agree to your consent text, and that their data is kept for {settings.retention_days} days: both are set under Privacy.
          </Text>
          <Group justify="space-between">
            <OpenCareersPage slug={slug} isPublic={settings.careers.public} />
            <Button type="submit" loading={saving !== null}>
              Save careers page
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  )
}

/**
 * The saved careers page, in a new tab; while it is private (as a new company's is) it is not
 * there for anyone, staff included, so the link explains that instead and how to publish it.
 */
function OpenCareersPage({ slug, isPublic }: { slug: string; isPublic: boolean }) {
  if (isPublic) {
    return (
      <Anchor href={careersSitePath(slug)} target="_blank" rel="noopener">
        Open careers page
      </Anchor>
    )
  }
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" px={0}>
          Open careers page
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600}>
          Your careers page is private
        </Text>
        <Text size="sm" mt={4}>
          Until it is public, anyone who opens it, you included, reads “Careers page not found”. To publish it, turn on “Public” above and save the careers page; then
          this opens it.
        </Text>
      </Popover.Dropdown>
    </Popover>
  )
}
