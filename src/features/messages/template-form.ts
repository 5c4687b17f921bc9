import {
  createEmailTemplateInputSchema,
  updateEmailTemplateInputSchema,
  type CreateEmailTemplateInput,
  type EmailTemplate,
  type EmailTemplateKind,
  type UpdateEmailTemplateInput,
} from '@common/messages'

export interface TemplateValues {
  name: string
  kind: EmailTemplateKind
  subject: string
  body: string
}

export const TEMPLATE_FIELDS = ['name', 'kind', 'subject', 'body'] as const

export function templateValues(template: EmailTemplate | null, kind: EmailTemplateKind): TemplateValues {
  return template ? { name: template.name, kind: template.kind, subject: template.subject, body: template.body } : { name: '', kind, subject: '', body: '' }
}

/** The same checks the server runs, field by field, before anything is sent. */
export function templateProblems(values: TemplateValues, creating: boolean): Record<string, string> {
  const checked = (creating ? createEmailTemplateInputSchema : updateEmailTemplateInputSchema).safeParse(
    creating ? values : { name: values.name, subject: values.subject, body: values.body },
  )
  if (checked.success) return {}
  const problems: Record<string, string> = {}
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '')
    problems[field] ??= issue.message
  }
  return problems
}

export const toCreateInput = (values: TemplateValues): CreateEmailTemplateInput => ({ ...values })
export const toUpdateInput = ({ name, subject, body }: TemplateValues): UpdateEmailTemplateInput => ({ name, subject, body })
