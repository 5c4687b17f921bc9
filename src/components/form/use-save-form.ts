import type { FormErrors, UseFormReturnType } from '@mantine/form'
import type { NotificationData } from '@mantine/notifications'
import { createElement, useEffect, useRef, useState } from 'react'
import { notify } from '@/components/feedback/notify'
import { UnsavedChangesGuard } from '@/components/feedback/UnsavedChangesGuard'
import { showServerErrors } from '@/lib/form-errors'

interface SaveFormOptions<Values, Result, Kind extends string> {
  form: UseFormReturnType<Values>
  /** The form's fields: a 422's errors about them show beside them, the rest in the alert. */
  fields: readonly string[]
  /** The errors the server would answer with, found before sending (empty: send). */
  check: (values: Values, kind: Kind) => FormErrors
  /** Sends the values; rejects with the API's normalised error. */
  save: (values: Values, kind: Kind) => Promise<Result>
  /** The success notice ("Job published"). */
  notice: (result: Result, kind: Kind) => NotificationData
  onSaved?: (result: Result, kind: Kind) => void
  /**
   * For a form that stays on the page once saved: the values it shows then (what the server
   * answered, or empty again); they become its new unchanged state.
   */
  savedValues?: (result: Result) => Values
  /** Before the first invalid field is focused, e.g. to show the tab that holds it. */
  onInvalid?: (errors: FormErrors) => void
}

/**
 * Saving a Mantine form the same way everywhere: checked in the browser first, sent once (a
 * second click while saving does nothing), the first invalid field focused, a 422's errors
 * beside their fields and anything else in the form's alert, the success announced, and an
 * unsaved-changes guard that stands down once saved (and, on a form that stays, guards the next
 * change again). `Kind` tells apart the form's save buttons ("Save draft", "Publish"); `saving`
 * is the one at work.
 *
 * Render `guard` inside the form and give it `formRef`.
 */
export function useSaveForm<Values, Result, Kind extends string = 'save'>(options: SaveFormOptions<Values, Result, Kind>) {
  const { form } = options
  const [saving, setSaving] = useState<Kind | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  // The values last saved. Mantine replaces its values object on every change, so while the
  // form still holds this one nothing is unsaved, even before the page moves on.
  const saved = useRef<Values | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // Focus moves once the errors are on the page: an effect runs after the render that shows them,
  // where a frame callback could run first when a server's answer arrives between renders.
  const [focusRequests, setFocusRequests] = useState(0)
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequests])

  function focusFirstError() {
    setFocusRequests((count) => count + 1)
  }

  async function submit(kind: Kind) {
    if (saving) return
    const values = form.getValues()
    const errors = options.check(values, kind)
    form.setErrors(errors)
    setFormError(null)
    if (Object.keys(errors).length > 0) {
      options.onInvalid?.(errors)
      focusFirstError()
      return
    }
    setSaving(kind)
    let result: Result
    try {
      result = await options.save(values, kind)
    } catch (failure) {
      setFormError(showServerErrors(form, failure, options.fields))
      focusFirstError()
      return
    } finally {
      setSaving(null)
    }
    saved.current = values
    if (options.savedValues) {
      const shown = options.savedValues(result)
      form.setValues(shown)
      form.resetDirty(shown)
    }
    notify({ color: 'teal', ...options.notice(result, kind) })
    options.onSaved?.(result, kind)
  }

  const guard = createElement(UnsavedChangesGuard, { when: () => form.isDirty() && form.getValues() !== saved.current })

  return { submit, saving, formError, formRef, guard }
}
