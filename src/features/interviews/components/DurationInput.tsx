// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/NumberInput.css'
import { NumberInput, type NumberInputProps } from '@mantine/core'
import { INTERVIEW_LIMITS } from '@common/interviews'

/**
 * An interview's length, in whole minutes by quarter hours; a value out of range stays as typed
 * for the form's own message. `max` is the kit's limit unless the form allows longer.
 */
export function DurationInput({ max = INTERVIEW_LIMITS.duration.max, ...props }: Omit<NumberInputProps, 'label' | 'min' | 'step'>) {
  return (
    <NumberInput
      label="Duration (minutes)"
      required
      min={INTERVIEW_LIMITS.duration.min}
      max={max}
      step={15}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  )
}
