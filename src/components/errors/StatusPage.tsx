import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface StatusPageProps {
  icon: ReactNode
  title: string
  children: ReactNode
  actions?: ReactNode
  /** Outside any shell the page fills the viewport and is the page's main landmark. */
  fullPage?: boolean
  color?: string
}

/** The frame shared by the access-denied, not-found and error pages. */
export function StatusPage({ icon, title, children, actions, fullPage = false, color = 'gray' }: StatusPageProps) {
  return (
    <Center component={fullPage ? 'main' : 'section'} mih={fullPage ? '100dvh' : 360} p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{children}</Text>
        {actions && (
          <Group justify="center" gap="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Center>
  )
}
