import { useQuery } from '@tanstack/react-query'
import { SETTINGS_ACCESS } from '@common/access/settings'
import { DEFAULT_REJECTION_REASONS } from '@common/pipeline'
import { api, request } from '@/lib/api-client'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { useCan } from '@/platform/session/api/use-session'

// The company's lists, which any signed-in user may read; `rejection_reasons` among them when the server sends it.
const companyListsWithReasons = () => ({
  queryKey: ['settings', 'lists', 'rejection-reasons'] as const,
  queryFn: () => request(() => api.get('settings/lists').json<{ rejection_reasons?: string[] }>()),
  staleTime: 60_000,
})

/**
 * The company's rejection reasons, offered wherever an application is rejected: from the
 * company's lists, else from the settings (for those who manage them), else the defaults.
 */
export function useRejectionReasons(enabled: boolean): readonly string[] {
  const canManage = useCan(SETTINGS_ACCESS.manage)
  const lists = useQuery({ ...companyListsWithReasons(), enabled })
  const settings = useQuery({
    ...settingsQueryOptions(),
    enabled: enabled && canManage && lists.isSuccess && !lists.data.rejection_reasons,
  })
  return lists.data?.rejection_reasons ?? settings.data?.rejection_reasons ?? DEFAULT_REJECTION_REASONS
}
