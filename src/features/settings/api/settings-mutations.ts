import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Session } from '@common/session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { settingsKeys, type Settings } from './settings'

/** What PATCH settings takes: only what changes (the server trims and checks every field); a logo can only be removed. */
export type SettingsChanges = Partial<Pick<Settings, 'company_name' | 'website' | 'timezone' | 'departments' | 'locations' | 'rejection_reasons' | 'retention_days' | 'consent_text'>> & {
  company_logo?: null
  careers?: Partial<Settings['careers']>
  working_hours?: Settings['working_hours']
}

export function updateSettings(changes: SettingsChanges): Promise<Settings> {
  return request(() => api.patch('settings', { json: changes }).json<Settings>())
}

export function uploadLogo(file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  return request(() => api.post('settings/logo', { body }).json<{ company_logo: string }>()).then(({ company_logo }) => company_logo)
}

/**
 * The sidebar's logo and name come from the session: writing them into the `currentUser` cache
 * shows a change at once, without asking the server for the whole session again.
 */
function storeCompanyInSession(queryClient: QueryClient, company: Partial<Session['user']['company_settings']>): void {
  queryClient.setQueryData<Session>(currentUserQueryKey, (session) =>
    session && { ...session, user: { ...session.user, company_settings: { ...session.user.company_settings, ...company } } },
  )
}

/** Saves settings: the page shows the answer, the session the company's name and logo, forms the new lists. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation<Settings, NormalizedError, SettingsChanges>({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.detail(), settings)
      storeCompanyInSession(queryClient, { company_name: settings.company_name, company_logo: settings.company_logo })
      return queryClient.invalidateQueries({ queryKey: settingsKeys.lists() })
    },
  })
}

export function useUploadLogo() {
  const queryClient = useQueryClient()
  return useMutation<string, NormalizedError, File>({
    mutationFn: uploadLogo,
    onSuccess: (company_logo) => {
      queryClient.setQueryData<Settings>(settingsKeys.detail(), (settings) => settings && { ...settings, company_logo })
      storeCompanyInSession(queryClient, { company_logo })
    },
  })
}
