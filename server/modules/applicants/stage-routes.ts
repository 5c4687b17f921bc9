import { SETTINGS_ACCESS } from '@common/access/settings'
import { createStageInputSchema, deleteStageQuerySchema, stageIdSchema, stageListSchema, stageSchema, updateStageInputSchema } from '@common/pipeline'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { validate } from '../../http/validation'
import { nowAndActor } from '../../platform/activity/activity-log'
import { createStage, deleteStage, listStages, updateStage } from './stages'

const endpoint = endpointsFor({ tag: 'Settings', access: 'signed-in' })

/**
 * Contract section 9: the company's pipeline stages (mounted under settings/). Like the other
 * settings they stay open while the subscription is not active.
 */
export const stageRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'The company’s pipeline stages, in order',
      description:
        '`application_count` counts the applications in each stage now, of every job, rejected ones not counted (as the dashboard’s funnel); `rejected_count` the rejected ones.',
      success: { schema: stageListSchema },
    }),
    async (c) => c.json({ data: await listStages(c.var.scope) }),
  )

  .post(
    '/',
    endpoint({
      summary: 'Add a pipeline stage',
      description: 'A new `in_progress` stage, before the hired stage unless `position` (0-based) puts it elsewhere after applied. A name in use is a 409.',
      permissions: SETTINGS_ACCESS.manage,
      success: { status: 201, schema: stageSchema },
      errors: [409, 422],
    }),
    validate('json', createStageInputSchema),
    async (c) => c.json(await createStage(c.var.scope, c.req.valid('json')), 201),
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Rename a pipeline stage or move it in the order',
      description: 'The applied stage stays first and the hired stage last (moving them is a 422). A name in use is a 409.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: stageSchema },
      errors: [404, 409, 422],
    }),
    validate('param', stageIdSchema),
    validate('json', updateStageInputSchema),
    async (c) => c.json(await updateStage(c.var.scope, c.req.valid('param').id, c.req.valid('json'))),
  )

  .delete(
    '/:id',
    endpoint({
      summary: 'Delete a pipeline stage',
      description: 'Its applications move to `move_to` first (a 409 while any sit in it and `move_to` is missing). The applied and hired stages ' + 'are never deleted (409).',
      permissions: SETTINGS_ACCESS.manage,
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', stageIdSchema),
    validate('query', deleteStageQuerySchema),
    async (c) => noContent(c, deleteStage(c.var.scope, c.req.valid('param').id, c.req.valid('query').move_to, ...nowAndActor(c))),
  )
