import { planFeatureRefusal, PLAN_FEATURES, PLAN_GRANTS, planIncludes, type PlanFeature } from '@common/plans'
import { describe, expect, it } from 'vitest'
import { createAccount, createUser } from '../../test/factories'
import { useTestServer, type ApiResponse } from '../../test/test-server'

const server = useTestServer()

/** One write of each feature, as a company's owner sends it; a plan without the feature must refuse it. */
const FEATURE_WRITES: Record<PlanFeature, (token: string) => Promise<ApiResponse>> = {
  careers: (token) => server.post('jobs', { title: 'Welder', department: 'Plant', location: 'Lyon', employment_type: 'full_time', workplace: 'on_site', openings: 1 }, { token }),
  applicants: (token) => server.post('applicants', { name: 'Ada Lovelace', email: `ada.${Math.random().toString(36).slice(2)}@example.test` }, { token }),
  requisitions: (token) =>
    server.post('requisitions', { title: 'Backend Engineer', department: 'Engineering', employment_type: 'full_time', workplace: 'hybrid', headcount: 1 }, { token }),
  roles: (token) => server.post('roles', { name: 'Interviewer', permissions: {} }, { token }),
  employees: (token) => server.post('employees', { name: 'Grace Hopper', work_email: `grace.${Math.random().toString(36).slice(2)}@example.test` }, { token }),
}

describe('what each plan includes (common/plans.ts, the table the pricing page lists)', () => {
  it('lets each plan write every feature it lists, and refuses every other with a 402 naming the plan that includes it', async () => {
    for (const plan of PLAN_GRANTS) {
      const { token } = await createAccount(server.db, { subscription: { plan: plan.id } })
      for (const feature of Object.keys(PLAN_FEATURES) as PlanFeature[]) {
        const response = await FEATURE_WRITES[feature](token)
        if (planIncludes(plan.id, feature)) {
          expect(response.status, `${plan.id} ${feature}: ${JSON.stringify(response.body)}`).toBe(201)
        } else {
          expect(response, `${plan.id} ${feature}`).toMatchObject({ status: 402, body: { message: planFeatureRefusal(feature) } })
        }
      }
    }
  })

  it('names Starter’s exclusions as the pricing page does: no requisitions, no employee records, no custom roles', async () => {
    const starter = PLAN_GRANTS.find((plan) => plan.id === 'starter')!
    expect(starter.features).toEqual(['careers', 'applicants'])
    const { token } = await createAccount(server.db, { subscription: { plan: 'starter' } })
    expect((await FEATURE_WRITES.requisitions(token)).body.message).toBe(
      'Job requisitions with approval are part of the Team plan. Choose it on the pricing page to use them.',
    )
    expect((await FEATURE_WRITES.employees(token)).body.message).toBe('Employee records are part of the Business plan. Choose it on the pricing page to use them.')
    const plans = (await server.get('subscription/plans')).body.data as { id: string; features: string[] }[]
    const listed = plans.find((plan) => plan.id === 'starter')!.features
    for (const excluded of [PLAN_FEATURES.requisitions, PLAN_FEATURES.employees, PLAN_FEATURES.roles]) expect(listed).not.toContain(excluded)
  })

  it('holds each plan to the seats it lists: a user past them is refused', async () => {
    const plans = (await server.get('subscription/plans')).body.data as { id: string; seats: number | null }[]
    for (const plan of PLAN_GRANTS) {
      expect(plans.find((listed) => listed.id === plan.id)?.seats, plan.id).toBe(plan.seats)
      if (plan.seats === null) continue
      const { token, company } = await createAccount(server.db, { subscription: { plan: plan.id } })
      for (let index = 1; index < plan.seats; index += 1) await createUser(server.db, company.id)
      const response = await server.post('users', { name: 'One Too Many', email: `extra.${plan.id}@example.test`, role_id: null }, { token })
      expect(response.status, plan.id).toBe(409)
      expect(response.body.message).toBe(`Your ${plan.name} plan allows ${plan.seats} active users. Deactivate a user or choose a larger plan.`)
    }
  })
})
