import { useRef } from 'react'

type TextElement = HTMLInputElement | HTMLTextAreaElement

/** A merge field as written in a subject or body. */
export const mergeFieldToken = (name: string) => `{{ ${name} }}`

/**
 * Where the merge-field menu writes: the subject or body that had the focus last, at its cursor
 * (or over its selection). Opening the menu takes the focus away, so the field and its cursor are
 * remembered, and given back once the field is written.
 */
export function useMergeFieldTarget<Field extends string>(fallback: Field) {
  const elements = useRef(new Map<Field, TextElement>())
  const last = useRef<Field>(fallback)

  /** Spread into a field's input: `ref` and `onFocusCapture`, leaving the form's own handlers alone. */
  function bind(field: Field) {
    return {
      ref: (element: TextElement | null) => {
        if (element) elements.current.set(field, element)
        else elements.current.delete(field)
      },
      onFocusCapture: () => {
        last.current = field
      },
    }
  }

  /** Writes the field's token at the remembered cursor through `setValue`, then puts the cursor after it. */
  function insert(name: string, setValue: (field: Field, value: string) => void) {
    const field = last.current
    const element = elements.current.get(field)
    if (!element) return
    const token = mergeFieldToken(name)
    const start = element.selectionStart ?? element.value.length
    const end = element.selectionEnd ?? start
    setValue(field, element.value.slice(0, start) + token + element.value.slice(end))
    const caret = start + token.length
    // After the menu has closed and React has written the new value.
    setTimeout(() => {
      element.focus()
      element.setSelectionRange(caret, caret)
    }, 0)
  }

  return { bind, insert }
}
