import { Button, Group, Stack, Text } from '@mantine/core'
import { SUGGESTION_FIELD_LABELS, type ApplicantDetail, type ApplicantSuggestion } from '@common/applicants'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { formatTimestampDay } from '@/lib/format'
import { useDecideSuggestion } from '../api/applicant-mutations'
import { Section } from '@/components/page/Section'

/** A suggested value as the profile would show it. */
function shownValue(suggestion: ApplicantSuggestion): string {
  const { field, value } = suggestion
  if (field === 'years_experience' && typeof value === 'number') return `${value} ${value === 1 ? 'year' : 'years'}`
  if (field === 'education' && Array.isArray(value)) {
    return (
      value as {
        institution: string
        degree: string | null
        year: number | null
      }[]
    )
      .map((entry) => [entry.degree, entry.institution, entry.year].filter((part) => part !== null && part !== '').join(', '))
      .join('; ')
  }
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/**
 * What a careers application (or its resume) says differently about a known applicant: a public
 * form never changes the profile (contract 13), so each field waits here for staff to use or
 * dismiss. Nothing shows when nothing waits.
 */
export function ApplicantSuggestions({ applicant, canEdit }: { applicant: ApplicantDetail; canEdit: boolean }) {
  const decide = useDecideSuggestion()
  if (applicant.suggestions.length === 0) return null

  async function act(suggestion: ApplicantSuggestion, decision: 'apply' | 'dismiss') {
    const label = SUGGESTION_FIELD_LABELS[suggestion.field]
    try {
      await decide.mutateAsync({
        id: applicant.id,
        suggestionId: suggestion.id,
        decision,
      })
      notify({
        color: 'teal',
        title: decision === 'apply' ? `${label} updated` : `${label} suggestion dismissed`,
        message: applicant.name,
      })
    } catch (failure) {
      notify({
        color: 'red',
        title: `The ${label.toLowerCase()} was not ${decision === 'apply' ? 'updated' : 'dismissed'}`,
        message: failureText(failure),
        autoClose: false,
      })
    }
  }

  return (
    <Section title="Suggested changes">
      <Stack gap="md">
        {applicant.suggestions.map((suggestion) => {
          const label = SUGGESTION_FIELD_LABELS[suggestion.field]
          const busy = decide.isPending && decide.variables.suggestionId === suggestion.id
          return (
            <Stack key={suggestion.id} gap={4} component="article" aria-label={`${label} suggestion`}>
              <Text size="sm" c="dimmed">
                The careers application of {formatTimestampDay(suggestion.created_at)} says differently
                {suggestion.source === 'careers_resume' ? ' in its resume' : ''}
              </Text>
              <Text size="sm">
                <Text span fw={600}>
                  {label}:
                </Text>{' '}
                {shownValue(suggestion)}
              </Text>
              {canEdit && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    loading={busy && decide.variables.decision === 'apply'}
                    disabled={busy}
                    onClick={() => void act(suggestion, 'apply')}
                    aria-label={`Use this ${label.toLowerCase()}`}
                  >
                    Use this
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    loading={busy && decide.variables.decision === 'dismiss'}
                    disabled={busy}
                    onClick={() => void act(suggestion, 'dismiss')}
                    aria-label={`Dismiss this ${label.toLowerCase()}`}
                  >
                    Dismiss
                  </Button>
                </Group>
              )}
            </Stack>
          )
        })}
      </Stack>
    </Section>
  )
}
