import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A page of the content layout: its title as the page's one h1, then its body. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  )
}
