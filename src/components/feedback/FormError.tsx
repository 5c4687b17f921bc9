import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'

/**
 * A form's error that belongs to no single field; announced when it appears (role="alert").
 * It sits at the top of its form, so in a long dialog or page a refusal (a plan's limit, a
 * conflict) would land out of sight of the button just pressed: each new message is scrolled
 * into view and focused, where the user is looking and where a screen reader reads on.
 */
export function FormError({ message }: { message: string | null }) {
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!message) return
    alert.current?.scrollIntoView({ block: 'nearest' })
    alert.current?.focus({ preventScroll: true })
  }, [message])
  if (!message) return null
  return (
    <Alert ref={alert} tabIndex={-1} color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  )
}
