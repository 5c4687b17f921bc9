import { Anchor, type AnchorProps } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link to an app path given as text (a filtered list, an attention item's `link` from the
 * API): followed inside the app, without reloading the page.
 */
export function DashLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const router = useRouter()
  return (
    <Anchor
      {...props}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </Anchor>
  )
}
