import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { COMPANY_LIST_LIMITS, nameKey } from '@common/company-lists'
import classes from './Settings.module.css'

interface EditableListProps {
  title: string
  /** The words for one entry, e.g. `department`: labels "Department 2", "New department". */
  noun: string
  names: readonly string[]
  onChange: (names: string[]) => void
  /** The list's problem, from the form's check or the server's 422. */
  error?: string | null
  placeholder: string
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A list of names to add to, rename in place, reorder and remove from. */
export function EditableList({ title, noun, names, onChange, error, placeholder }: EditableListProps) {
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)
  const errorId = useId()
  const Noun = capitalised(noun)
  const full = names.length >= COMPANY_LIST_LIMITS.entries

  function add() {
    const name = draft.trim()
    if (!name) {
      setDraftError(`Type the ${noun} to add`)
      return
    }
    const existing = names.find((entry) => nameKey(entry) === nameKey(name))
    if (existing) {
      setDraftError(`“${existing}” is already in the list`)
      return
    }
    onChange([...names, name])
    setDraft('')
    setDraftError(null)
  }

  const rename = (index: number, name: string) => onChange(names.map((entry, at) => (at === index ? name : entry)))
  const remove = (index: number) => onChange(names.filter((_, at) => at !== index))
  function move(index: number, by: -1 | 1) {
    const next = [...names]
    const [entry] = next.splice(index, 1)
    next.splice(index + by, 0, entry ?? '')
    onChange(next)
  }

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet. Forms still accept any {noun}; these are the ones they suggest.
        </Text>
      ) : (
        <Stack gap={6} component="ol" className={classes.plainList} aria-describedby={error ? errorId : undefined}>
          {names.map((name, index) => {
            const shown = name.trim() || `${noun} ${index + 1}`
            return (
              // The position is the entry's identity while it is renamed letter by letter.
              <Group key={index} component="li" gap={4} wrap="nowrap">
                <TextInput
                  aria-label={`${Noun} ${index + 1}`}
                  value={name}
                  maxLength={COMPANY_LIST_LIMITS.length}
                  onChange={(event) => rename(index, event.currentTarget.value)}
                  flex={1}
                  miw={0}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  className={classes.quietWhenDisabled}
                  aria-label={`Move ${shown} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  className={classes.quietWhenDisabled}
                  aria-label={`Move ${shown} down`}
                  disabled={index === names.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${shown}`} onClick={() => remove(index)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )
          })}
        </Stack>
      )}
      {error && (
        <Text id={errorId} size="sm" role="alert" className={classes.fieldError}>
          {error}
        </Text>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={`New ${noun}`}
          value={draft}
          placeholder={placeholder}
          maxLength={COMPANY_LIST_LIMITS.length}
          disabled={full}
          description={full ? `The list holds at most ${COMPANY_LIST_LIMITS.entries}.` : undefined}
          error={draftError}
          onChange={(event) => {
            setDraft(event.currentTarget.value)
            setDraftError(null)
          }}
          onKeyDown={(event) => {
            // Enter adds the entry rather than saving the whole section.
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          flex={1}
          miw={0}
        />
        <Button variant="default" mt={25} onClick={add} disabled={full}>
          Add {noun}
        </Button>
      </Group>
    </Stack>
  )
}
