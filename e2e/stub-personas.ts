/**
 * Personas and failure injection of the stub server, shared by the server and the specs.
 *
 * A token is `<persona>[~<flag>]...`:
 * - persona: `owner`, `no-perms`, `inactive` (subscription past_due), `no-subscription`
 *   (subscription null), `invalid` (every call answers 401), or `perm:<group>.<action>`
 *   (a member holding exactly that one permission, e.g. `perm:job.view`, or those of one group
 *   joined by `+`, e.g. `perm:resume_and_candidates.view+add`);
 * - flag: a fault `<endpoint>-<slow|500|network>` (e.g. `owner~user-slow`, `owner~logout-500`,
 *   `owner~user-network`), or any other word, which only makes the token unique.
 * The same faults can be sent in a `stub-fail` cookie (`login-slow~signup-500`) for calls made
 * before there is a token. Login picks the persona from the email's local part
 * (`owner@staffdesk.test`, `inactive@staffdesk.test`) and password {@link CORRECT_PASSWORD}.
 */

export const CORRECT_PASSWORD = 'correct-horse-battery'
export const TAKEN_EMAIL = 'taken@staffdesk.test'
export const RESET_TOKEN = 'reset-token-3f9a'

/** The owner's company logo (spec 1: the sidebar shows it); the stub server serves it. */
export const COMPANY_LOGO_PATH = '/stub/company-logo.svg'

export const OWNER_NAME = 'Dana Reyes'
export const MEMBER_NAME = 'Sam Okafor'

export const PLANS = [
  { id: 'starter', name: 'Starter', price_monthly: 29, currency: 'USD', seats: 5, features: ['Jobs and careers site', 'Up to 5 staff users'] },
  { id: 'team', name: 'Team', price_monthly: 79, currency: 'USD', seats: 25, features: ['Everything in Starter', 'Roles and permissions'] },
  { id: 'business', name: 'Business', price_monthly: 199, currency: 'USD', seats: null, features: ['Everything in Team', 'Unlimited staff users'] },
]

const STUB_ENDPOINTS = ['login', 'signup', 'user', 'logout', 'forget-password', 'set-new-password', 'plans', 'subscribe'] as const
export type StubEndpoint = (typeof STUB_ENDPOINTS)[number]
export type FaultKind = 'slow' | '500' | 'network'
export interface Fault {
  endpoint: StubEndpoint
  kind: FaultKind
}

export function parseFaults(value: string | undefined, wholeValueIsFlags = false): Fault[] {
  if (!value) return []
  const flags = value.split('~').slice(wholeValueIsFlags ? 0 : 1)
  return flags.flatMap((flag) => {
    const match = /^(.+)-(slow|500|network)$/.exec(flag)
    const endpoint = match?.[1] as StubEndpoint | undefined
    return match && endpoint && STUB_ENDPOINTS.includes(endpoint) ? [{ endpoint, kind: match[2] as FaultKind }] : []
  })
}

interface StubSession {
  user: {
    id: number
    name: string
    email: string
    is_owner: boolean
    company_settings: { company_name: string; company_logo: string | null }
  }
  subscription: { status: string; plan: string; current_period_end: string | null } | null
  permissions: Record<string, string[]>
}

const ACTIVE = { status: 'active', plan: 'team', current_period_end: '2026-12-31T00:00:00Z' }

function owner(subscription: StubSession['subscription']): StubSession {
  return {
    user: {
      id: 1,
      name: OWNER_NAME,
      email: 'owner@staffdesk.test',
      is_owner: true,
      company_settings: { company_name: 'Acme', company_logo: COMPANY_LOGO_PATH },
    },
    subscription,
    permissions: {},
  }
}

function member(permissions: Record<string, string[]>): StubSession {
  return {
    user: {
      id: 2,
      name: MEMBER_NAME,
      email: 'member@staffdesk.test',
      is_owner: false,
      company_settings: { company_name: 'Acme', company_logo: null },
    },
    subscription: { ...ACTIVE },
    permissions,
  }
}

/** The session a token stands for, or null when the stub answers 401. Always a fresh object. */
export function sessionFor(token: string): StubSession | null {
  const persona = token.split('~')[0] ?? ''
  if (persona === 'owner') return owner({ ...ACTIVE })
  if (persona === 'inactive') return owner({ ...ACTIVE, status: 'past_due' })
  if (persona === 'no-subscription') return owner(null)
  if (persona === 'no-perms') return member({})
  const granted = /^perm:([\w-]+)\.(\w+(?:\+\w+)*)$/.exec(persona)
  if (granted?.[1] && granted[2]) return member({ [granted[1]]: granted[2].split('+') })
  return null
}
