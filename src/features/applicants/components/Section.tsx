import { Group, Paper, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

/** A part of the applicant's page: a region named by its heading, with its actions beside it. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  )
}
