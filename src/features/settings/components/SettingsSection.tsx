import { Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface SettingsSectionProps {
  title: string
  description?: string
  children: ReactNode
}

/** One part of the settings page, saved on its own: a region named by its heading. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId()
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}
