import { queryOptions } from '@tanstack/react-query'
import type { ApplicationScorecards, Interview, Scorecard, ScorecardInput } from '@common/interviews'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { interviewPageKeys } from './interview-page'

/** An application's scorecards and debrief (contract 16), under `['interviews']` with the interview page's. */
export const scorecardKeys = {
  application: (applicationId: number) => [...interviewPageKeys.all, 'application-scorecards', applicationId] as const,
}

/** `GET applications/{id}/scorecards`: the debrief, or only the caller's own while theirs is not in (blind scorecards). */
export const applicationScorecardsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: scorecardKeys.application(applicationId),
    queryFn: () => request(() => api.get(`applications/${applicationId}/scorecards`).json<ApplicationScorecards>()),
  })

/**
 * `PUT interviews/{id}/scorecard`: saves the caller's draft or submits it. The page shows the
 * answer at once; the interview (its panel's scorecard states), debriefs and dashboard follow.
 */
export const useSaveScorecard = mutationHook(
  ({ interviewId, input }: { interviewId: number; input: ScorecardInput }) => request(() => api.put(`interviews/${interviewId}/scorecard`, { json: input }).json<Scorecard>()),
  (queryClient, scorecard, { interviewId }) => {
    queryClient.setQueryData(interviewPageKeys.ownScorecard(interviewId), scorecard)
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: interviewPageKeys.detail(interviewId),
        exact: true,
      }),
      queryClient.invalidateQueries({
        queryKey: [...interviewPageKeys.all, 'application-scorecards'],
      }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ])
  },
)

/**
 * `GET interviews?mine=true&application_id=`: the caller's own interviews of an application, so a
 * blind debrief can point at the interview whose scorecard it waits for.
 */
export const myApplicationInterviewsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: [...interviewPageKeys.all, 'mine', applicationId] as const,
    queryFn: () => request(() => api.get('interviews', { searchParams: { mine: 'true', application_id: applicationId } }).json<{ data: Interview[] }>()).then(({ data }) => data),
  })

/** `GET interviews?mine=true&status=completed`: the caller's past interviews, of which those without their submitted scorecard are due. */
export const myCompletedInterviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...interviewPageKeys.all, 'mine', 'completed'] as const,
    queryFn: () => request(() => api.get('interviews', { searchParams: { mine: 'true', status: 'completed' } }).json<{ data: Interview[] }>()).then(({ data }) => data),
  })
