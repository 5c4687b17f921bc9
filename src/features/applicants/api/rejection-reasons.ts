import { useQuery } from '@tanstack/react-query'
import { DEFAULT_REJECTION_REASONS } from '@common/pipeline'
import { companyListsQueryOptions } from '@/features/settings/api/settings'

/**
 * The company's rejection reasons, offered wherever an application is rejected: from the
 * company's lists, which any signed-in user reads (the defaults until they arrive).
 */
export function useRejectionReasons(enabled: boolean): readonly string[] {
  const lists = useQuery({ ...companyListsQueryOptions(), enabled })
  return lists.data?.rejection_reasons ?? DEFAULT_REJECTION_REASONS
}
