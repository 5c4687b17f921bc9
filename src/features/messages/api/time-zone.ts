import { useQuery } from '@tanstack/react-query'
import { companyListsQueryOptions } from '@/features/settings/api/settings'

/**
 * The company's time zone (Settings), in which a mail's send time is chosen. Every recruiter
 * reads it with the company's lists; UTC, the company's own default, until they arrive.
 */
export function useCompanyTimeZone(enabled = true): string {
  const lists = useQuery({ ...companyListsQueryOptions(), enabled })
  return companyTimeZone(lists.data)
}

/** The zone of the company's lists once read; UTC before, or when they cannot be. */
export function companyTimeZone(lists: { timezone: string } | undefined): string {
  return lists?.timezone ?? 'UTC'
}
