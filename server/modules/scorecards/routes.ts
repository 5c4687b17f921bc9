import { INTERVIEW_ACCESS } from '@common/access/interviews'
import { applicationScorecardsSchema, ownScorecardSchema, scorecardInputSchema, scorecardSchema } from '@common/interviews'
import { idParamSchema } from '@common/list-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { validate } from '../../http/validation'
import { readApplicationScorecards } from './debrief'
import { readOwnScorecard, saveScorecard } from './save-scorecard'

const endpoint = endpointsFor({ tag: 'Scorecards', access: 'subscribed' })

const OWN =
  'Only an interviewer of the interview, for their own scorecard, whatever their role (contract 16). Anyone else: 404, or 403 when ' +
  `their role lets them read interviews (${INTERVIEW_ACCESS.read.join(', ')}).`

/** Contract 16: an interviewer's own scorecard, under `interviews/{id}/scorecard`. */
export const interviewScorecardRoutes = new Hono<AppEnv>()
  .get(
    '/:id/scorecard',
    endpoint({
      summary: 'Read your own scorecard for an interview',
      description: `An extension of contract section 16, for the form to resume a draft: \`data\` is null before the first save. ${OWN}`,
      success: { schema: ownScorecardSchema },
      errors: [403, 404, 422],
    }),
    validate('param', idParamSchema),
    async (c) => c.json(await readOwnScorecard(c.var.scope, c.var.auth, c.req.valid('param').id)),
  )
  .put(
    '/:id/scorecard',
    endpoint({
      summary: 'Save or submit your scorecard for an interview',
      description:
        '`submit: false` saves a draft; `submit: true` submits it, and then needs `recommendation` and a rating of every attribute of the ' +
        'interview’s kit (422 naming each missing one as `ratings.<attribute>`). Ratings must name the kit’s attributes. A submitted ' +
        `scorecard, or any scorecard of a cancelled interview, is a 409. ${OWN}`,
      success: { schema: scorecardSchema },
      errors: [403, 404, 409, 422],
    }),
    validate('param', idParamSchema),
    validate('json', scorecardInputSchema),
    async (c) => c.json(await saveScorecard(c.var.scope, c.var.auth, c.req.valid('param').id, c.req.valid('json'), c.var.deps.clock.now())),
  )

/** Contract 16: an application's debrief, under `applications/{id}/scorecards`. */
export const applicationScorecardRoutes = new Hono<AppEnv>().get(
  '/:id/scorecards',
  endpoint({
    summary: 'An application’s scorecards and debrief',
    description:
      `Permission: ${INTERVIEW_ACCESS.read.join(' or ')}, or being named on one of the application’s interviews. Blind: a panel member of a ` +
      'scheduled or completed interview who has not submitted their own scorecard for it gets `hidden: true`, only their own scorecards and ' +
      '`summary: null`. Otherwise `data` holds every submitted scorecard and the caller’s own drafts, and `summary` the debrief from the ' +
      'submitted ones: recommendations counted, each attribute’s ratings, mean and spread (highest − lowest), `disagreement` (both a yes ' +
      'and a no, or an attribute rated 2 or more apart) and `missing` (panel members of interviews that have started and were not ' +
      'cancelled, without a submitted scorecard).',
    success: { schema: applicationScorecardsSchema },
    errors: [403, 404, 422],
  }),
  validate('param', idParamSchema),
  async (c) => c.json(await readApplicationScorecards(c.var.scope, c.var.auth, c.req.valid('param').id, c.var.deps.clock.now())),
)
