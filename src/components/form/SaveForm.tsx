import { Stack, type StackProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormError } from '@/components/feedback/FormError'
import type { useSaveForm } from './use-save-form'

type SaveFormState = Pick<ReturnType<typeof useSaveForm<unknown, unknown, 'save'>>, 'submit' | 'formError' | 'formRef' | 'guard'>

interface SaveFormProps extends Omit<StackProps, 'children'> {
  /** What `useSaveForm` gave the form. */
  form: SaveFormState
  'aria-label'?: string
  children: ReactNode
}

/**
 * The form element of a form saved with `useSaveForm` and one save button: Enter saves, the
 * unsaved-changes guard sits inside it, and the error that belongs to no field comes first.
 */
export function SaveForm({ form, 'aria-label': label, children, ...stack }: SaveFormProps) {
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit('save')
      }}
    >
      {form.guard}
      <Stack gap="md" {...stack}>
        <FormError message={form.formError} />
        {children}
      </Stack>
    </form>
  )
}
