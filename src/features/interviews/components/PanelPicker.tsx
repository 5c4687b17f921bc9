// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import { Checkbox, Loader, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { INTERVIEW_LIMITS, type InterviewerOption } from '@common/interviews'
import { interviewerOptionsQueryOptions } from '../api/interviews'
import { conflictText, ownClockText } from '../interview-form'

interface PanelPickerProps {
  value: number[]
  onChange: (ids: number[]) => void
  /** The interview's window, to show who is busy then; null before a time is chosen. */
  window: { starts_at: string; ends_at: string } | null
  /** A reschedule's own interview, which is no conflict with itself. */
  excludeInterviewId?: number
  /** The company's zone, in which busy times are written. */
  zone: string
  /** People already on the panel (a reschedule's), named before the search finds them. */
  initial?: readonly { id: number; name: string }[]
  error?: React.ReactNode
}

/**
 * The panel: people found by name or email, each with the interviews they already have at that
 * time and the start on their own clock; those chosen stay listed first.
 */
export function PanelPicker({ value, onChange, window, excludeInterviewId, zone, initial = [], error }: PanelPickerProps) {
  const [q, setQ] = useState('')
  const [debounced] = useDebouncedValue(q.trim(), 250)
  const options = useQuery(
    interviewerOptionsQueryOptions({ q: debounced, starts_at: window?.starts_at ?? null, ends_at: window?.ends_at ?? null, exclude_interview_id: excludeInterviewId }),
  )
  // The people chosen, as last seen, so they stay listed when a search no longer finds them.
  const known = useRef(new Map<number, Pick<InterviewerOption, 'id' | 'name'> & Partial<InterviewerOption>>(initial.map((person) => [person.id, person])))
  for (const option of options.data?.data ?? []) known.current.set(option.id, option)
  const found = options.data?.data ?? []
  const chosen = value.map((id) => found.find((option) => option.id === id) ?? known.current.get(id) ?? { id, name: `User ${id}` })
  const others = found.filter((option) => !value.includes(option.id))
  const full = value.length >= INTERVIEW_LIMITS.interviewers.max

  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((other) => other !== id))

  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }} aria-describedby={error ? 'panel-error' : undefined}>
      <Text component="legend" size="sm" fw={500}>
        Panel
      </Text>
      <TextInput
        label="Find interviewers"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={options.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {error && (
        <Text size="xs" c="red" id="panel-error" role="alert">
          {error}
        </Text>
      )}
      <Paper withBorder radius="sm" p="xs" mah={280} style={{ overflowY: 'auto' }}>
        <Stack gap="xs">
          {chosen.map((person) => (
            <PersonOption key={person.id} person={person} checked onChange={(on) => toggle(person.id, on)} window={window} zone={zone} />
          ))}
          {others.map((person) => (
            <PersonOption key={person.id} person={person} checked={false} disabled={full} onChange={(on) => toggle(person.id, on)} window={window} zone={zone} />
          ))}
          {chosen.length === 0 && others.length === 0 && (
            <Text size="sm" c="dimmed">
              {options.isPending ? 'Loading people…' : 'Nobody matches that name.'}
            </Text>
          )}
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        {value.length} of at most {INTERVIEW_LIMITS.interviewers.max} chosen
      </Text>
    </Stack>
  )
}

interface PersonOptionProps {
  person: Pick<InterviewerOption, 'id' | 'name'> & Partial<InterviewerOption>
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  window: { starts_at: string } | null
  zone: string
}

function PersonOption({ person, checked, disabled, onChange, window, zone }: PersonOptionProps) {
  const busy = window ? (person.conflicts ?? []) : []
  const own = person.timezone ? ownClockText({ timezone: person.timezone }, window?.starts_at ?? null, zone) : null
  return (
    <Checkbox
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={person.name}
      description={
        (person.email || own || busy.length > 0) && (
          <>
            {[person.email, own].filter(Boolean).join(' · ')}
            {busy.map((conflict) => (
              <Text key={conflict.interview_id} component="span" display="block" size="xs" c="var(--mantine-color-orange-text)" fw={600}>
                {conflictText(conflict, zone)}
              </Text>
            ))}
          </>
        )
      }
    />
  )
}
