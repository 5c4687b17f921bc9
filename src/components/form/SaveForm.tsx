import { Stack, type StackProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormError } from '@/components/feedback/FormError'
import type { useSaveForm } from './use-save-form'

type SaveFormState<Kind extends string> = Pick<ReturnType<typeof useSaveForm<unknown, unknown, Kind>>, 'submit' | 'formError' | 'formRef' | 'guard'>

interface SaveFormProps<Kind extends string> extends Omit<StackProps, 'children'> {
  /** What `useSaveForm` gave the form. */
  form: SaveFormState<Kind>
  /** The save Enter makes in a form of several save buttons ("Save draft" of a new job); one button's is 'save'. */
  enterSaves?: Kind
  /** What the user should know before filling the form (what it starts from, what saving does), above its error. */
  notice?: ReactNode
  'aria-label'?: string
  children: ReactNode
}

/**
 * The form element of a form saved with `useSaveForm`: Enter saves, the unsaved-changes guard
 * sits inside it, and the error that belongs to no field comes first, after any notice.
 */
export function SaveForm<Kind extends string = 'save'>({ form, enterSaves, notice, 'aria-label': label, children, ...stack }: SaveFormProps<Kind>) {
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        // A form of one save button has the kind 'save' (useSaveForm's default).
        void form.submit(enterSaves ?? ('save' as Kind))
      }}
    >
      {form.guard}
      <Stack gap="md" {...stack}>
        {notice}
        <FormError message={form.formError} />
        {children}
      </Stack>
    </form>
  )
}
