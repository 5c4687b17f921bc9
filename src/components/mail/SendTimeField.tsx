// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
import '@mantine/core/styles/Radio.css'
import { Radio, Stack, Text, TextInput } from '@mantine/core'
import { useId } from 'react'
import type { LocalDateTime } from '@/lib/zoned-time'
import { zoneAbbreviation } from '@/lib/zoned-time'

export interface SendTime {
  mode: 'now' | 'at'
  /** The chosen wall-clock time in the company's zone. */
  at: LocalDateTime
}

interface SendTimeFieldProps {
  value: SendTime
  onChange: (value: SendTime) => void
  /** The company's IANA zone (Settings), in which `at` is read. */
  zone: string
  error?: string | null
  /** The options' words: "Send now" / "Send at" for a message. */
  nowLabel?: string
}

/** When a mail leaves: now, or at a date and time in the company's time zone, which is named beside it. */
export function SendTimeField({ value, onChange, zone, error, nowLabel = 'Send now' }: SendTimeFieldProps) {
  const zoneId = useId()
  const abbreviation = zoneAbbreviation(zone)
  return (
    <Stack gap="xs">
      <Radio.Group label="When" value={value.mode} onChange={(mode) => onChange({ ...value, mode: mode === 'at' ? 'at' : 'now' })}>
        <Stack gap={6} mt={4}>
          <Radio value="now" label={nowLabel} />
          <Radio value="at" label="Send at" />
        </Stack>
      </Radio.Group>
      {value.mode === 'at' && (
        <TextInput
          type="datetime-local"
          label="Date and time"
          aria-describedby={zoneId}
          value={value.at}
          error={error}
          onChange={(event) => onChange({ ...value, at: event.currentTarget.value })}
          maw={260}
        />
      )}
      <Text size="xs" c="dimmed" id={zoneId}>
        Times are the company’s: <bdi dir="ltr">{zone}</bdi>
        {abbreviation !== zone && (
          <>
            {' '}
            (<bdi dir="ltr">{abbreviation}</bdi>)
          </>
        )}
      </Text>
    </Stack>
  )
}
