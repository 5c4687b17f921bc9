import { queryOptions } from '@tanstack/react-query'
import { api, request } from '@/lib/api-client'
// Types only (erased from the bundle) until the settings schemas move to common/ with the shared kit.
import type { CompanyLists, Settings } from '@common/settings'

export type { CompanyLists, Settings }

/** Query keys of the settings API, under one root so a saved change refreshes the lists too. */
export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  lists: () => [...settingsKeys.all, 'lists'] as const,
}

export function fetchSettings(): Promise<Settings> {
  return request(() => api.get('settings').json<Settings>())
}

export function fetchCompanyLists(): Promise<CompanyLists> {
  return request(() => api.get('settings/lists').json<CompanyLists>())
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.detail(), queryFn: fetchSettings })

/** The company's departments, locations and rejection reasons, offered by every form that asks for them. */
export const companyListsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.lists(), queryFn: fetchCompanyLists, staleTime: 60_000 })
