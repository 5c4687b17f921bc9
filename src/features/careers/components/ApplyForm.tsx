// Mantine styles only this lazily loaded form needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import { ActionIcon, Button, Checkbox, Group, Input, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { FormError } from '@/components/feedback/FormError'
import { isNormalizedError, networkError } from '@/lib/errors'
import { showServerErrors } from '@/lib/form-errors'
import { sendApplication } from '../api/careers'
import { APPLY_FIELDS, APPLY_LIMITS, applicationBody, checkApplication, emptyApplyValues, RESUME_ACCEPT } from '../apply-form'
import { useApplyForm } from '../use-apply-form'
import classes from './Careers.module.css'

interface ApplyFormProps {
  slug: string
  jobId: number
  companyName: string
  /** How long the company keeps applicant data, when its site says. */
  retentionDays: number | undefined
  /** The job closed while the visitor was applying (410). */
  onClosed: () => void
}

const countFormat = new Intl.NumberFormat('en-US')

/** The consent line: it starts "I agree" and names how long the data is kept. */
export function consentLabel(companyName: string, retentionDays: number | undefined): string {
  const period = retentionDays ? ` and are kept for ${countFormat.format(retentionDays)} days` : ''
  return `I agree that ${companyName} stores and processes my application and resume to consider me for this job; they are used for nothing else${period}.`
}

/**
 * The apply form (contract 13): checked before sending, sent once however often the button is
 * pressed, the server's field errors beside their fields (413 and 415 beside Resume), anything
 * else above the button, every value kept after a failure, and "Application sent" once it is.
 */
export function ApplyForm({ slug, jobId, companyName, retentionDays, onClosed }: ApplyFormProps) {
  const form = useApplyForm(emptyApplyValues())
  const [sending, setSending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const fileId = useId()

  useEffect(() => {
    if (sent) sentHeading.current?.focus()
  }, [sent])

  // Focus moves once the errors are on screen: after the render that marks the fields invalid,
  // not on a timer that may run before it.
  const [errorShown, setErrorShown] = useState(0)
  const focusFirstError = () => setErrorShown((count) => count + 1)
  useEffect(() => {
    if (errorShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errorShown])

  async function submit() {
    if (inFlight.current) return
    const { values } = form
    const errors = checkApplication(values)
    form.setErrors(errors)
    setFormError(null)
    if (Object.keys(errors).length > 0) {
      focusFirstError()
      return
    }
    inFlight.current = true
    setSending(true)
    try {
      const result = await sendApplication(slug, jobId, applicationBody(values))
      setSent(result.message)
    } catch (failure) {
      const error = isNormalizedError(failure) ? failure : networkError(failure)
      if (error.status === 410) onClosed()
      else if (error.status === 413 || error.status === 415) form.setFieldError('file', error.message)
      else if (error.status === 429) setFormError(`${error.message} Your answers are kept here; send them again later.`)
      else setFormError(showServerErrors(form, failure, [...APPLY_FIELDS, ...values.links.map((_, index) => `links.${index}`)]))
      focusFirstError()
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  if (sent) {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start">
          <IconCircleCheck size={40} stroke={1.5} aria-hidden color="var(--mantine-color-teal-7)" />
          <Title order={2} ref={sentHeading} tabIndex={-1}>
            Application sent
          </Title>
          <Text>{sent}</Text>
          <Link to="/careers/" search={{ company: slug }} className={classes.backLink}>
            See other open positions
          </Link>
        </Stack>
      </Paper>
    )
  }

  const { links } = form.values
  const fileError = form.errors.file
  const coverLetterLength = form.values.cover_letter.length
  return (
    <Paper component="section" aria-labelledby="apply-heading" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          <Title order={2} id="apply-heading">
            Apply for this job
          </Title>
          <Text size="sm" c="dimmed">
            Fields marked * are required.
          </Text>
          <TextInput label="Name" withAsterisk autoComplete="name" maxLength={APPLY_LIMITS.name} {...form.inputProps('name')} />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" maxLength={APPLY_LIMITS.email} {...form.inputProps('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={APPLY_LIMITS.phone} {...form.inputProps('phone')} />
          <Input.Wrapper
            id={fileId}
            label="Resume"
            withAsterisk
            description="PDF, DOCX or TXT, at most 10 MB"
            error={fileError}
          >
            <input
              id={fileId}
              type="file"
              name="file"
              accept={RESUME_ACCEPT}
              className={classes.fileInput}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-description${fileError ? ` ${fileId}-error` : ''}`}
              aria-required
              onChange={(event) => {
                form.setFieldValue('file', event.currentTarget.files?.[0] ?? null)
                form.clearFieldError('file')
              }}
            />
          </Input.Wrapper>
          <Textarea
            label="Cover letter"
            autosize
            minRows={4}
            maxRows={14}
            maxLength={APPLY_LIMITS.coverLetter}
            description={`${countFormat.format(coverLetterLength)} of ${countFormat.format(APPLY_LIMITS.coverLetter)} characters`}
            {...form.inputProps('cover_letter')}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} p={0}>
              Links (up to {APPLY_LIMITS.links}): a portfolio, LinkedIn or GitHub profile
            </Text>
            {links.map((_, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={`Link ${index + 1}`}
                  type="url"
                  placeholder="https://"
                  autoComplete="url"
                  maxLength={APPLY_LIMITS.link}
                  {...form.linkProps(index)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  mt={26}
                  aria-label={`Remove link ${index + 1}`}
                  onClick={() => form.removeLink(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {links.length < APPLY_LIMITS.links && (
              <Group>
                <Button variant="default" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={form.addLink}>
                  Add a link
                </Button>
              </Group>
            )}
          </Stack>
          <Checkbox label={consentLabel(companyName, retentionDays)} {...form.consentProps()} />
          <div className={classes.honeypot} aria-hidden>
            <label htmlFor={`${fileId}-website`}>Website</label>
            <input
              id={`${fileId}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
            />
          </div>
          <FormError message={formError} />
          <Group>
            <Button type="submit" size="md" loading={sending} className={classes.accentButton}>
              Submit application
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
