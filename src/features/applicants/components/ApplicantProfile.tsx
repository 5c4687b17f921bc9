import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import '@mantine/core/styles/NumberInput.css'
import { Anchor, Button, Group, NumberInput, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPencil } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { APPLICANT_SOURCE_LABELS, updateApplicantInputSchema, type ApplicantDetail, type UpdateApplicantInput } from '@common/applicants'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { formatTimestampDay } from '@/lib/format'
import { useUpdateApplicant } from '../api/applicant-mutations'
import { Section } from '@/components/page/Section'
import { Ltr } from '@/components/text/Isolate'
import { WordBadges } from '@/components/record/WordBadges'

interface ProfileValues {
  name: string
  email: string
  phone: string
  location: string
  headline: string
  links: string
  skills: string[]
  tags: string[]
  years_experience: number | string
}

const FIELDS = ['name', 'email', 'phone', 'location', 'headline', 'links', 'skills', 'tags', 'years_experience'] as const

function profileValues(applicant: ApplicantDetail): ProfileValues {
  return {
    name: applicant.name,
    email: applicant.email ?? '',
    phone: applicant.phone ?? '',
    location: applicant.location ?? '',
    headline: applicant.headline ?? '',
    links: applicant.links.join('\n'),
    skills: [...applicant.skills],
    tags: [...applicant.tags],
    years_experience: applicant.years_experience ?? '',
  }
}

/** What the edit changed, as PATCH applicants/{id} takes it (empty text clears a field). */
function profileChanges(applicant: ApplicantDetail, values: ProfileValues): UpdateApplicantInput {
  const next = {
    name: values.name.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    location: values.location.trim() || null,
    headline: values.headline.trim() || null,
    links: values.links
      .split('\n')
      .map((link) => link.trim())
      .filter(Boolean),
    skills: values.skills,
    tags: values.tags,
    years_experience: values.years_experience === '' ? null : Number(values.years_experience),
  }
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(applicant[key as keyof ApplicantDetail] ?? null)) changes[key] = value
  }
  return changes as UpdateApplicantInput
}

function profileErrors(applicant: ApplicantDetail, values: ProfileValues): Partial<Record<string, string>> {
  const parsed = updateApplicantInputSchema.safeParse(profileChanges(applicant, values))
  const errors: Partial<Record<string, string>> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'name')] ??= issue.message
  return errors
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/** The applicant's profile; those who may edit change it in place. */
export function ApplicantProfile({ applicant, canEdit }: { applicant: ApplicantDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState(false)
  return (
    <Section
      title="Profile"
      actions={
        canEdit &&
        !editing && (
          <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm applicant={applicant} onDone={() => setEditing(false)} />
      ) : (
        <Stack component="dl" gap="sm" m={0}>
          <Fact label="Email">
            {applicant.email ? (
              <Anchor href={`mailto:${applicant.email}`} dir="ltr">
                {applicant.email}
              </Anchor>
            ) : (
              'Not given'
            )}
          </Fact>
          <Fact label="Phone">
            {applicant.phone ? (
              <Anchor href={`tel:${applicant.phone}`} dir="ltr">
                {applicant.phone}
              </Anchor>
            ) : (
              'Not given'
            )}
          </Fact>
          <Fact label="Location">{applicant.location ?? 'Not given'}</Fact>
          <Fact label="Experience">{applicant.years_experience === null ? 'Not given' : <Ltr>{applicant.years_experience} years</Ltr>}</Fact>
          <Fact label="Skills">
            <WordBadges words={applicant.skills} none="None listed" />
          </Fact>
          <Fact label="Tags">
            <WordBadges words={applicant.tags} none="None" variant="light" />
          </Fact>
          {applicant.links.length > 0 && (
            <Fact label="Links">
              <Stack component="span" gap={2}>
                {applicant.links.map((link) => (
                  <Anchor key={link} href={link} target="_blank" rel="noopener noreferrer nofollow">
                    {link}
                  </Anchor>
                ))}
              </Stack>
            </Fact>
          )}
          {applicant.education.length > 0 && (
            <Fact label="Education">
              <Stack component="span" gap={2}>
                {applicant.education.map((entry) => (
                  <span key={`${entry.institution}-${entry.degree}-${entry.year}`}>{[entry.degree, entry.institution, entry.year].filter(Boolean).join(', ')}</span>
                ))}
              </Stack>
            </Fact>
          )}
          <Fact label="Source">{APPLICANT_SOURCE_LABELS[applicant.source]}</Fact>
          <Fact label="Added">{formatTimestampDay(applicant.created_at)}</Fact>
        </Stack>
      )}
    </Section>
  )
}

function ProfileForm({ applicant, onDone }: { applicant: ApplicantDetail; onDone: () => void }) {
  const update = useUpdateApplicant()
  const form = useForm<ProfileValues>({
    mode: 'uncontrolled',
    initialValues: profileValues(applicant),
  })
  const saveForm = useSaveForm({
    form,
    fields: FIELDS,
    check: (values) => profileErrors(applicant, values),
    save: (values: ProfileValues) =>
      update.mutateAsync({
        id: applicant.id,
        input: profileChanges(applicant, values),
      }),
    notice: (saved) => ({ title: 'Profile saved', message: saved.name }),
    onSaved: onDone,
  })
  return (
    <SaveForm form={saveForm} aria-label="Edit profile" gap="sm">
      <TextInput label="Name" required data-autofocus key={form.key('name')} {...form.getInputProps('name')} />
      <TextInput label="Headline" key={form.key('headline')} {...form.getInputProps('headline')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Email" type="email" key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
        <TextInput label="Location" key={form.key('location')} {...form.getInputProps('location')} />
        <NumberInput label="Years of experience" min={0} max={70} key={form.key('years_experience')} {...form.getInputProps('years_experience')} />
      </SimpleGrid>
      <Textarea label="Links" description="One address a line" autosize minRows={2} key={form.key('links')} {...form.getInputProps('links')} />
      <TagsInput label="Skills" key={form.key('skills')} {...form.getInputProps('skills')} />
      <TagsInput label="Tags" key={form.key('tags')} {...form.getInputProps('tags')} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={saveForm.saving !== null}>
          Cancel
        </Button>
        <Button type="submit" loading={saveForm.saving !== null}>
          Save profile
        </Button>
      </Group>
    </SaveForm>
  )
}
