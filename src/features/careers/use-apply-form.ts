import { useState, type ChangeEvent, type ReactNode } from 'react'
import type { ApplyErrors, ApplyValues } from './apply-form'

type TextField = 'name' | 'email' | 'phone' | 'cover_letter'

/**
 * The apply form's state: its values and the errors beside its fields (`links.0` for the first
 * link), with the few operations the form uses. It replaces @mantine/form, whose 6 kB gzipped the
 * public job page cannot carry for one form; the inputs stay Mantine's. As there, typing into a
 * field clears its error, and removing a link moves the errors of the links after it up.
 */
export function useApplyForm(initialValues: ApplyValues) {
  const [values, setValues] = useState(initialValues)
  const [errors, setErrorState] = useState<ApplyErrors>({})

  const clearFieldError = (path: string) =>
    setErrorState((current) => {
      if (!(path in current)) return current
      const { [path]: _cleared, ...rest } = current
      return rest
    })
  const setFieldValue = <K extends keyof ApplyValues>(field: K, value: ApplyValues[K]) => setValues((current) => ({ ...current, [field]: value }))
  const setLink = (index: number, value: string) => setValues((current) => ({ ...current, links: current.links.map((link, at) => (at === index ? value : link)) }))

  return {
    values,
    errors,
    setErrors: (next: Record<string, ReactNode>) =>
      setErrorState(Object.fromEntries(Object.entries(next).flatMap(([path, message]) => (typeof message === 'string' && message ? [[path, message]] : [])))),
    setFieldError: (path: string, message: string) => setErrorState((current) => ({ ...current, [path]: message })),
    clearFieldError,
    setFieldValue,
    /** A text field's value, change handler and error, for a Mantine input. */
    inputProps: (field: TextField) => ({
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setFieldValue(field, event.currentTarget.value)
        clearFieldError(field)
      },
    }),
    linkProps: (index: number) => ({
      value: values.links[index] ?? '',
      error: errors[`links.${index}`],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setLink(index, event.currentTarget.value)
        clearFieldError(`links.${index}`)
      },
    }),
    consentProps: () => ({
      checked: values.consent,
      error: errors.consent,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setFieldValue('consent', event.currentTarget.checked)
        clearFieldError('consent')
      },
    }),
    addLink: () => setValues((current) => ({ ...current, links: [...current.links, ''] })),
    removeLink: (index: number) => {
      setValues((current) => ({ ...current, links: current.links.filter((_, at) => at !== index) }))
      setErrorState((current) =>
        Object.fromEntries(
          Object.entries(current).flatMap(([path, message]): [string, string][] => {
            const at = /^links\.(\d+)$/.exec(path)?.[1]
            if (at === undefined || Number(at) < index) return [[path, message]]
            return Number(at) === index ? [] : [[`links.${Number(at) - 1}`, message]]
          }),
        ),
      )
    },
  }
}
