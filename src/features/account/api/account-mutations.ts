import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account, ChangePasswordInput, SignOutOthersResult, UpdateAccountInput } from '@common/account'
import type { Session } from '@common/session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { accountQueryKey } from './account'

export function updateAccount(input: UpdateAccountInput): Promise<Account> {
  return request(() => api.patch('account', { json: input }).json<Account>())
}

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return request(() => api.post('account/password', { json: input }).json<{ message: string }>())
}

export function signOutOtherSessions(): Promise<SignOutOthersResult> {
  return request(() => api.post('account/sign-out-others').json<SignOutOthersResult>())
}

/** A new name shows at once on the page and in the header (the session query holds the header's name). */
export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation<Account, NormalizedError, UpdateAccountInput>({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account)
      queryClient.setQueryData<Session>(currentUserQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, name: account.name } } : session,
      )
    },
  })
}

/**
 * The user's own time zone (null: the company's), a contract extension of section 16. The session
 * carries it, so it is written there once saved.
 */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient()
  return useMutation<string | null, NormalizedError, string | null>({
    mutationFn: async (timezone) => {
      const saved = await request(() => api.patch('account', { json: { timezone } }).json<Account & { timezone?: string | null }>())
      return saved.timezone === undefined ? timezone : saved.timezone
    },
    onSuccess: (timezone) => {
      queryClient.setQueryData<Session>(currentUserQueryKey, (session) => (session ? { ...session, user: { ...session.user, timezone } } : session))
    },
  })
}

/** Both sign the other sessions out, so the count of them is fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation<{ message: string }, NormalizedError, ChangePasswordInput>({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  })
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation<SignOutOthersResult, NormalizedError, void>({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  })
}
