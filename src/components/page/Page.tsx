import { Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface PageProps {
  title: string
  /** Beside the title, e.g. a status badge. */
  badge?: ReactNode
  /** Above the title: the way back to where the page was reached from. */
  back?: ReactNode
  /** The page's main buttons, at the title's end (below it on a narrow screen). */
  actions?: ReactNode
  children?: ReactNode
}

/** A page of the content layout: its title as the page's one h1, then its body. */
export function Page({ title, badge, back, actions, children }: PageProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {back}
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" align="center" wrap="nowrap" miw={0}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {badge}
          </Group>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
      </Stack>
      {children}
    </Stack>
  )
}
