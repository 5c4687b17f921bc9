import { dashboardSchema } from '@common/dashboard'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { readDashboard } from './repository'

const endpoint = endpointsFor({ tag: 'Dashboard', access: 'subscribed' })

/** Contract section 15: the home page's cards, charts and attention list. */
export const dashboardRoutes = new Hono<AppEnv>().get(
  '/',
  endpoint({
    summary: 'The home dashboard',
    description:
      'Only the sections whose source the caller may list (requisitions, jobs, applicants, employees); for every caller ' +
      '`interviews` (their next 5 interviews, and how many of their scorecards are due: interviews ended, not cancelled, not ' +
      'submitted). `attention` lists approvals waiting for the caller, applications idle in a stage for more than 7 days, overdue ' +
      'approval steps and the caller’s due scorecards, each with a link into the app.',
    success: { schema: dashboardSchema },
  }),
  async (c) => c.json(await readDashboard(c.var.scope, c.var.auth, c.var.deps.clock.now())),
)
