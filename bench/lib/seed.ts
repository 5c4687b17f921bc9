import { newestMailTo, setPasswordLink } from '../../e2e/full-stack/mailbox'
import type { SignInAccount } from './sign-ins'

const PASSWORD = 'bench password 0123'

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/backend/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

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
  const owner = await call<{ token: string }>(baseUrl, 'POST', 'signup', {
    company_name: 'Bench Hiring Co',
    name: 'Bench Owner',
    email: 'owner@bench.test',
    password: PASSWORD,
  })
  await call(baseUrl, 'POST', 'subscription/subscribe', { plan: 'team' }, owner.token)
  const role = await call<{ id: number }>(
    baseUrl,
    'POST',
    'roles',
    { name: 'Recruiter', permissions: { job: ['view', 'add', 'edit'], resume_and_candidates: ['view', 'edit'], requisition: ['view'] } },
    owner.token,
  )
  const memberEmail = 'recruiter@bench.test'
  await call(baseUrl, 'POST', 'users', { name: 'Bench Recruiter', email: memberEmail, role_id: role.id }, owner.token)
  const invitation = setPasswordLink(await newestMailTo(dataDir, memberEmail))
  await call(baseUrl, 'POST', 'set-new-password', { token: invitation.searchParams.get('token'), password: PASSWORD })
  const member = await call<{ token: string }>(baseUrl, 'POST', 'login', { email: memberEmail, password: PASSWORD })

  const signIns: SignInAccount[] = []
  for (let index = 0; index < signInAccounts; index += 1) {
    const account = { email: `signin-${index}@bench.test`, password: PASSWORD }
    await call(baseUrl, 'POST', 'signup', { company_name: `Sign-in Co ${index}`, name: `Sign-in ${index}`, ...account })
    signIns.push(account)
  }
  return { memberToken: member.token, signIns }
}
