import { Button, Group, Stack, Text } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { useId } from 'react'
import { SETTINGS_ACCESS } from '@common/access/settings'
import type { SeatUsage } from '@common/users'
import { AnchorLink } from '@/components/links'
import { useCan } from '@/platform/session/api/use-session'
import { seatsFull, seatsText } from '../user-format'

interface SeatsAndInviteProps {
  /** Unknown while loading or when it failed: the button stays usable, the server checks seats anyway. */
  seats: SeatUsage | undefined
  canInvite: boolean
  onInvite: () => void
}

/**
 * The seats in use against the plan, and "Invite user": disabled once every seat is taken, with
 * the reason beside it and, for whoever manages the plan, the way to a larger one.
 */
export function SeatsAndInvite({ seats, canInvite, onInvite }: SeatsAndInviteProps) {
  const reasonId = useId()
  const canChoosePlan = useCan(SETTINGS_ACCESS.manage)
  const full = seats !== undefined && seatsFull(seats)

  return (
    <Stack gap={6} align="stretch">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} aria-live="polite">
          {seats ? seatsText(seats) : ' '}
        </Text>
        {canInvite && (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={onInvite}
            disabled={full}
            aria-describedby={full ? reasonId : undefined}
          >
            Invite user
          </Button>
        )}
      </Group>
      {canInvite && full && seats.limit !== null && (
        <Text id={reasonId} size="sm" c="dimmed" ta="end">
          All {seats.limit} seats of the {seats.plan.name} plan are in use. Deactivate someone or choose a larger plan.
          {canChoosePlan && (
            <>
              {' '}
              <AnchorLink to="/subscription/pricing/" size="sm">
                See plans
              </AnchorLink>
            </>
          )}
        </Text>
      )}
    </Stack>
  )
}
