import { Center, Loader } from '@mantine/core'

/**
 * The spinner shown while a page waits for its data (the content layout's session check, a
 * page's loader). Announced as "Loading" to assistive technology.
 */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-label="Loading" aria-live="polite">
      <Loader aria-hidden />
    </Center>
  )
}
