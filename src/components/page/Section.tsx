import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface SectionProps {
  title: string
  /** A sentence under the heading: what the section holds or how it is used. */
  description?: ReactNode
  /** Buttons beside the heading ("Add a note", "Edit"). */
  actions?: ReactNode
  /** A small icon before the heading (the home dashboard's cards). */
  icon?: ReactNode
  /** The heading's id, when the page points at it; otherwise one is made. */
  id?: string
  /** The heading's level: 3 for parts of the section before it (the dashboard's charts under Applicants), so no level is skipped. */
  level?: 2 | 3
  /**
   * Name the section by its heading, a region of its own (the default: a record's parts, Settings'
   * forms each saved on its own). One form's sections stay plain, so each label finds its field alone.
   */
  region?: boolean
  children: ReactNode
}

/** A titled part of a page, a record or a form: the product's one section, so every page's parts look and read alike. */
export function Section({ title, description, actions, icon, id, level = 2, region = true, children }: SectionProps) {
  const madeId = useId()
  const headingId = id ?? madeId
  const descriptionId = `${headingId}-description`
  return (
    <Paper
      component="section"
      aria-labelledby={region ? headingId : undefined}
      aria-describedby={region && description ? descriptionId : undefined}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {icon && (
              <ThemeIcon variant="light" radius="md" aria-hidden>
                {icon}
              </ThemeIcon>
            )}
            <Stack gap={2}>
              <Title order={level} fz={level === 2 ? 'h4' : 'h5'} id={headingId}>
                {title}
              </Title>
              {description && (
                <Text size="sm" c="dimmed" id={descriptionId}>
                  {description}
                </Text>
              )}
            </Stack>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}
