import { TextInput, type TextInputProps } from '@mantine/core'
import { useId } from 'react'

interface SuggestedTextInputProps extends Omit<TextInputProps, 'list' | 'autoComplete'> {
  /** Values the browser suggests as the user types (the company's departments, locations…). */
  suggestions: readonly string[]
}

/** A text field with the browser's own suggestions: a combobox whose label names only the field. */
export function SuggestedTextInput({ suggestions, ...props }: SuggestedTextInputProps) {
  const listId = useId()
  return (
    <>
      <TextInput {...props} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  )
}
