import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'

/** A form's error that belongs to no single field; announced when it appears (role="alert"). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  )
}
