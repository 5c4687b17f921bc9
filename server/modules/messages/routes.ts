import { MESSAGE_ACCESS } from '@common/access/messages'
import {
  createEmailTemplateInputSchema,
  emailTemplateIdSchema,
  emailTemplateListQuerySchema,
  emailTemplateListSchema,
  emailTemplateSchema,
  messageListSchema,
  messageParamSchema,
  messageSchema,
  previewInputSchema,
  renderedMailSchema,
  sendMessageInputSchema,
  updateEmailTemplateInputSchema,
} from '@common/messages'
import { idParamSchema } from '@common/list-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { validate } from '../../http/validation'
import { cancelMessage } from './cancel-message'
import { createTemplate } from './create-template'
import { deleteTemplate } from './delete-template'
import { listMessages } from './list-messages'
import { listTemplates } from './list-templates'
import { previewMail } from './preview'
import { updateTemplate } from './update-template'
import { writeMessage } from './write-message'

const templateEndpoint = endpointsFor({ tag: 'Email templates', access: 'subscribed' })
const messageEndpoint = endpointsFor({ tag: 'Candidate messages', access: 'subscribed' })

const MERGE_FIELDS_NOTE =
  'Subject and body may use merge fields such as `{{ candidate.first_name }}`; an unknown one, or broken template syntax, is a 422 naming it. Values are text: a field never adds markup.'

export const emailTemplateRoutes = new Hono<AppEnv>()
  .get(
    '/',
    templateEndpoint({
      summary: 'List the company’s email templates',
      description: 'By kind, each kind’s default first. `kind` narrows the list to one kind.',
      permissions: MESSAGE_ACCESS.templates,
      success: { schema: emailTemplateListSchema },
      errors: [422],
    }),
    validate('query', emailTemplateListQuerySchema),
    async (c) => c.json({ data: await listTemplates(c.var.scope, c.req.valid('query').kind) }),
  )

  .post(
    '/preview',
    templateEndpoint({
      summary: 'Preview a subject and body as the candidate would read them',
      description: `Filled with an application’s values when \`application_id\` is given (sample values for fields it has none for yet), else with sample values; the caller signs as sender. ${MERGE_FIELDS_NOTE}`,
      permissions: MESSAGE_ACCESS.send,
      success: { schema: renderedMailSchema },
      errors: [422],
    }),
    validate('json', previewInputSchema),
    async (c) => c.json(await previewMail(c.var.scope, c.req.valid('json'), c.var.auth.user.name)),
  )

  .post(
    '/',
    templateEndpoint({
      summary: 'Create an email template',
      description: `\`is_default: true\` makes it its kind’s default in place of the old one. ${MERGE_FIELDS_NOTE}`,
      permissions: MESSAGE_ACCESS.manageTemplates,
      success: { status: 201, schema: emailTemplateSchema },
      errors: [409, 422],
    }),
    validate('json', createEmailTemplateInputSchema),
    async (c) => c.json(await createTemplate(c.var.scope, c.req.valid('json'), c.var.deps.clock.now()), 201),
  )

  .patch(
    '/:id',
    templateEndpoint({
      summary: 'Edit an email template',
      description: `Its kind is fixed. \`is_default: true\` makes it its kind’s default in place of the old one; a kind keeps one default, so \`false\` on the default is a 422. ${MERGE_FIELDS_NOTE}`,
      permissions: MESSAGE_ACCESS.manageTemplates,
      success: { schema: emailTemplateSchema },
      errors: [404, 409, 422],
    }),
    validate('param', emailTemplateIdSchema),
    validate('json', updateEmailTemplateInputSchema),
    async (c) => c.json(await updateTemplate(c.var.scope, c.req.valid('param').id, c.req.valid('json'), c.var.deps.clock.now())),
  )

  .delete(
    '/:id',
    templateEndpoint({
      summary: 'Delete an email template',
      description: 'A kind’s default cannot be deleted (409): make another the default first. Messages sent from it keep their text.',
      permissions: MESSAGE_ACCESS.manageTemplates,
      success: { status: 204, schema: null },
      errors: [404, 409],
    }),
    validate('param', emailTemplateIdSchema),
    async (c) => {
      await deleteTemplate(c.var.scope, c.req.valid('param').id)
      return c.body(null, 204)
    },
  )

/** Mounted beside the applicants' routes: `applicants/{id}/messages`. */
export const messageRoutes = new Hono<AppEnv>()
  .post(
    '/:id/messages',
    messageEndpoint({
      summary: 'Write to an applicant',
      description:
        'Sent now, or at `send_at` (from now to 90 days ahead), through the durable mail queue, from the company with replies to the sender. ' +
        '`application_id` says which application it is about (default: their latest), which fills `{{ job.title }}`. ' +
        `The message shows in the applicant’s timeline. An applicant without an email address is a 422. ${MERGE_FIELDS_NOTE}`,
      permissions: MESSAGE_ACCESS.send,
      success: { status: 201, schema: messageSchema },
      errors: [404, 422],
    }),
    validate('param', idParamSchema),
    validate('json', sendMessageInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const sender = { id: auth.user.id, name: auth.user.name, email: auth.user.email }
      return c.json(await writeMessage(scope, deps.tasks, c.req.valid('param').id, c.req.valid('json'), sender, deps.clock.now()), 201)
    },
  )

  .get(
    '/:id/messages',
    messageEndpoint({
      summary: 'List the messages written to an applicant',
      description: 'Newest first, with their status: scheduled, sent, failed (with the reason) or cancelled.',
      permissions: MESSAGE_ACCESS.read,
      success: { schema: messageListSchema },
      errors: [404],
    }),
    validate('param', idParamSchema),
    async (c) => c.json({ data: await listMessages(c.var.scope, c.req.valid('param').id) }),
  )

  .delete(
    '/:id/messages/:message_id',
    messageEndpoint({
      summary: 'Cancel a scheduled message',
      description: 'A scheduled message that has not started leaving is cancelled; one already sent (or failed, or cancelled) is a 409.',
      permissions: MESSAGE_ACCESS.send,
      success: { status: 204, schema: null },
      errors: [404, 409],
    }),
    validate('param', messageParamSchema),
    async (c) => {
      const { id, message_id } = c.req.valid('param')
      await cancelMessage(c.var.scope, id, message_id)
      return c.body(null, 204)
    },
  )
