import { formatTimestampDay } from '@/lib/format'
import type { ListedUser, SeatUsage } from '@common/users'

export type UserStatus = 'active' | 'deactivated' | 'invited'

export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', deactivated: 'Deactivated', invited: 'Invited' }
export const USER_STATUS_COLORS: Record<UserStatus, string> = { active: 'teal', deactivated: 'gray', invited: 'blue' }

/** A deactivated account reads as such even before its password was set; otherwise invited until then. */
export function userStatus(user: Pick<ListedUser, 'active' | 'invited'>): UserStatus {
  if (!user.active) return 'deactivated'
  return user.invited ? 'invited' : 'active'
}

/** The last sign-in as a day in the viewer's time zone, or "Never". */
export function formatLastSignIn(timestamp: string | null): string {
  return timestamp ? formatTimestampDay(timestamp) : 'Never'
}

const count = new Intl.NumberFormat('en-US')

/** "7 of 25 seats", or "7 seats used, no limit". */
export function seatsText({ used, limit }: Pick<SeatUsage, 'used' | 'limit'>): string {
  if (limit === null) return `${count.format(used)} ${used === 1 ? 'seat' : 'seats'} used, no limit`
  return `${count.format(used)} of ${count.format(limit)} seats`
}

/** Whether another active user would exceed the plan. */
export function seatsFull({ used, limit }: Pick<SeatUsage, 'used' | 'limit'>): boolean {
  return limit !== null && used >= limit
}
