import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A list card's first row: the record's title and a dimmed line below it, its actions menu at the end. */
export function ListCardHead({ title, detail, actions }: { title: ReactNode; detail: ReactNode; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={2} miw={0}>
        {title}
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
      {actions}
    </Group>
  )
}
