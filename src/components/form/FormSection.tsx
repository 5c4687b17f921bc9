import { Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface FormSectionProps {
  title: string
  description?: string
  /**
   * Name the section by its heading, a region of its own: for pages of forms each saved on its
   * own (Settings). One form's sections stay plain, so each label finds its field alone.
   */
  region?: boolean
  children: ReactNode
}

/** A group of fields under its heading. */
export function FormSection({ title, description, region = false, children }: FormSectionProps) {
  const headingId = useId()
  return (
    <Paper component="section" aria-labelledby={region ? headingId : undefined} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
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
