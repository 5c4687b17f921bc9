import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import classes from './List.module.css'

interface ListSearchBoxProps {
  /** The accessible name, e.g. "Search jobs". */
  label: string
  /** The search the list shows now (from the URL). */
  value: string | undefined
  onSearch: (q: string | undefined) => void
  placeholder?: string
  /** How long typing must pause before the list follows, in ms. */
  delay?: number
}

/**
 * A list's free-text search: the list follows once typing pauses (or at once on Enter), and
 * a search changed elsewhere (back button, "Clear filters") shows in the box.
 */
export function ListSearchBox({ label, value, onSearch, placeholder, delay = 300 }: ListSearchBoxProps) {
  const [text, setText] = useState(value ?? '')
  // The last search this box handed on: the URL catching up with it must not undo newer typing.
  const sent = useRef(value ?? '')
  const send = useDebouncedCallback((next: string) => {
    const q = next.trim()
    sent.current = q
    onSearch(q || undefined)
  }, delay)

  useEffect(() => {
    const current = value ?? ''
    if (current === sent.current) return
    sent.current = current
    send.cancel()
    setText(current)
  }, [value, send])

  const change = (next: string) => {
    setText(next)
    send(next)
  }

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      classNames={{ input: classes.searchInput }}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          send.flush()
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              change('')
              send.flush()
            }}
          />
        ) : null
      }
    />
  )
}
