import { callApi } from '../../e2e/full-stack/api-call'
import { newestMailTo, setPasswordLink } from '../../e2e/full-stack/mailbox'
import type { SignInAccount } from './sign-ins'

const PASSWORD = 'bench password 0123'

export interface BenchAccounts {
  /** A member whose role holds a few permissions: GET `user` shapes their permission map. */
  memberToken: string
  /** Owners of their own companies, signing in during the isolation run. */
  signIns: SignInAccount[]
}

/**
 * Seeds through the API, as clients would: a company on the Team plan, a role, and a member
 * invited by mail who sets a password and signs in; then a few more accounts for sign-ins.
 */
export async function seedAccounts(baseUrl: string, dataDir: string, signInAccounts: number): Promise<BenchAccounts> {
  const owner = await callApi<{ token: string }>(baseUrl, 'POST', 'signup', {
    company_name: 'Bench Hiring Co',
    name: 'Bench Owner',
    email: 'owner@bench.test',
    password: PASSWORD,
  })
  await callApi(baseUrl, 'POST', 'subscription/subscribe', { plan: 'team' }, owner.token)
  const role = await callApi<{ id: number }>(
    baseUrl,
    'POST',
    'roles',
    { name: 'Recruiter', permissions: { job: ['view', 'add', 'edit'], resume_and_candidates: ['view', 'edit'], requisition: ['view'] } },
    owner.token,
  )
  const memberEmail = 'recruiter@bench.test'
  await callApi(baseUrl, 'POST', 'users', { name: 'Bench Recruiter', email: memberEmail, role_id: role.id }, owner.token)
  const invitation = setPasswordLink(await newestMailTo(dataDir, memberEmail))
  await callApi(baseUrl, 'POST', 'set-new-password', { token: invitation.searchParams.get('token'), password: PASSWORD })
  const member = await callApi<{ token: string }>(baseUrl, 'POST', 'login', { email: memberEmail, password: PASSWORD })

  const signIns: SignInAccount[] = []
  for (let index = 0; index < signInAccounts; index += 1) {
    const account = { email: `signin-${index}@bench.test`, password: PASSWORD }
    await callApi(baseUrl, 'POST', 'signup', { company_name: `Sign-in Co ${index}`, name: `Sign-in ${index}`, ...account })
    signIns.push(account)
  }
  return { memberToken: member.token, signIns }
}
