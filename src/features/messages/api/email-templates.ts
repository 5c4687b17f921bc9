import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { CreateEmailTemplateInput, EmailTemplate, EmailTemplateKind, UpdateEmailTemplateInput } from '@common/messages'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'

/** Query keys of the email templates, under one root so a saved template refreshes every list of them. */
export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: (kind?: EmailTemplateKind) => [...emailTemplateKeys.all, 'list', { kind }] as const,
}

export function fetchEmailTemplates(kind?: EmailTemplateKind): Promise<EmailTemplate[]> {
  return request(() => api.get('email-templates', { searchParams: kind ? { kind } : {} }).json<{ data: EmailTemplate[] }>()).then(({ data }) => data)
}

/** The company's templates (of one kind, when given): Settings edits them, the composer and the reject dialogs offer them. */
export const emailTemplatesQueryOptions = (kind?: EmailTemplateKind) =>
  queryOptions({ queryKey: emailTemplateKeys.list(kind), queryFn: () => fetchEmailTemplates(kind), staleTime: 30_000 })

const refreshTemplates = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all })

export const useCreateEmailTemplate = mutationHook(
  (input: CreateEmailTemplateInput) => request(() => api.post('email-templates', { json: input }).json<EmailTemplate>()),
  refreshTemplates,
)

export const useUpdateEmailTemplate = mutationHook(
  ({ id, input }: { id: number; input: UpdateEmailTemplateInput }) => request(() => api.patch(`email-templates/${id}`, { json: input }).json<EmailTemplate>()),
  refreshTemplates,
)

export const useDeleteEmailTemplate = mutationHook(({ id }: { id: number }) => request(() => api.delete(`email-templates/${id}`)).then(() => undefined), refreshTemplates)
