import { Button, Collapse, Group, Paper, Text } from '@mantine/core'
import { IconChevronDown, IconShieldCheck } from '@tabler/icons-react'
import { useId, useState } from 'react'
import type { Consent } from '@common/privacy'
import { formatTimestampDay } from '@/lib/format'

/** "Consent given <date>" with the very text they agreed to, one click away (contract 19). */
export function ApplicantConsent({ consent }: { consent: Consent }) {
  const [open, setOpen] = useState(false)
  const textId = useId()
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconShieldCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />
          <Text size="sm">Consent given {formatTimestampDay(consent.at)}</Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={textId}
          rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide the consent text' : 'Show the consent text'}
        </Button>
      </Group>
      <Collapse expanded={open} id={textId}>
        <Text size="sm" c="dimmed" pt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {consent.text}
        </Text>
      </Collapse>
    </Paper>
  )
}
