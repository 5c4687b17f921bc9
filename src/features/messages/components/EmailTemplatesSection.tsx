import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { EMAIL_TEMPLATE_KIND_LABELS, EMAIL_TEMPLATE_KIND_USES, EMAIL_TEMPLATE_KINDS, type EmailTemplate, type EmailTemplateKind } from '@common/messages'
import { SETTINGS_ACCESS } from '@common/access/settings'
import { notify } from '@/components/feedback/notify'
import { Section } from '@/components/page/Section'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { useCan } from '@/platform/session/api/use-session'
import { emailTemplatesQueryOptions, useDeleteEmailTemplate, useUpdateEmailTemplate } from '../api/email-templates'
import { TemplateEditor } from './TemplateEditor'

type Editing = { template: EmailTemplate | null; kind: EmailTemplateKind } | null

/** Settings → Email templates: the company's templates by kind, each kind's default marked; only settings.allow edits them. */
export function EmailTemplatesSection() {
  const templates = useQuery(emailTemplatesQueryOptions())
  const canEdit = useCan(SETTINGS_ACCESS.manage)
  const [editing, setEditing] = useState<Editing>(null)
  const update = useUpdateEmailTemplate()
  const remove = useDeleteEmailTemplate()
  const deletion = useConfirmAction<EmailTemplate>({
    act: (template) => remove.mutateAsync({ id: template.id }),
    onDone: (template) => notify({ color: 'teal', title: 'Template deleted', message: template.name }),
  })
  const makeDefault = useConfirmAction<EmailTemplate>({
    act: (template) => update.mutateAsync({ id: template.id, input: { is_default: true } }),
    onDone: (template) =>
      notify({ color: 'teal', title: 'Default changed', message: `${template.name} is now sent as the ${EMAIL_TEMPLATE_KIND_LABELS[template.kind].toLowerCase()} mail` }),
  })

  return (
    <Section title="Email templates" description="What the product writes to candidates. Each kind’s default is what is sent for it; merge fields are filled for each candidate.">
      {templates.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={72} aria-label="Loading the email templates" />
          <Skeleton height={72} />
        </Stack>
      ) : templates.isError ? (
        <Group gap="sm">
          <Text size="sm" c="red">
            The email templates could not be loaded.
          </Text>
          <Button size="xs" variant="light" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </Group>
      ) : (
        <Stack gap="lg">
          {EMAIL_TEMPLATE_KINDS.map((kind) => (
            <KindGroup
              key={kind}
              kind={kind}
              templates={templates.data.filter((template) => template.kind === kind)}
              canEdit={canEdit}
              onAdd={() => setEditing({ template: null, kind })}
              onEdit={(template) => setEditing({ template, kind })}
              onMakeDefault={makeDefault.ask}
              onDelete={deletion.ask}
            />
          ))}
        </Stack>
      )}
      {editing && <TemplateEditor key={editing.template?.id ?? `new-${editing.kind}`} template={editing.template} kind={editing.kind} onClose={() => setEditing(null)} />}
      <ConfirmModal title={makeDefault.subject ? `Send ${makeDefault.subject.name} by default?` : null} confirmLabel="Set as default" {...makeDefault.modal}>
        It replaces the current default of its kind from the next mail on. Mails already scheduled keep their text.
      </ConfirmModal>
      <ConfirmDeleteModal name={deletion.subject?.name ?? null} confirmLabel="Delete template" {...deletion.modal}>
        Mails already scheduled from it keep their text. This cannot be undone.
      </ConfirmDeleteModal>
    </Section>
  )
}

interface KindGroupProps {
  kind: EmailTemplateKind
  templates: EmailTemplate[]
  canEdit: boolean
  onAdd: () => void
  onEdit: (template: EmailTemplate) => void
  onMakeDefault: (template: EmailTemplate) => void
  onDelete: (template: EmailTemplate) => void
}

function KindGroup({ kind, templates, canEdit, onAdd, onEdit, onMakeDefault, onDelete }: KindGroupProps) {
  const headingId = useId()
  const label = EMAIL_TEMPLATE_KIND_LABELS[kind]
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={0}>
          <Title order={3} fz="h5" id={headingId}>
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {EMAIL_TEMPLATE_KIND_USES[kind]}
          </Text>
        </Stack>
        {canEdit && (
          <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd} aria-label={`New ${label.toLowerCase()} template`}>
            New template
          </Button>
        )}
      </Group>
      {templates.length === 0 ? (
        <Text size="sm" c="dimmed">
          No template of this kind yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {templates.map((template) => (
            <Paper key={template.id} component="li" withBorder radius="sm" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm" truncate dir="auto">
                      {template.name}
                    </Text>
                    {template.is_default && (
                      <Badge size="sm" variant="light" color="teal">
                        Default
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" truncate dir="auto">
                    {template.subject}
                  </Text>
                </Stack>
                {canEdit && (
                  <Group gap={6} wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => onEdit(template)} aria-label={`Edit ${template.name}`}>
                      Edit
                    </Button>
                    {!template.is_default && (
                      <Button size="xs" variant="subtle" onClick={() => onMakeDefault(template)} aria-label={`Set ${template.name} as default`}>
                        Set as default
                      </Button>
                    )}
                    {template.is_default ? (
                      <Tooltip label="The default of its kind cannot be deleted: make another the default first">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          data-disabled
                          aria-disabled
                          onClick={(event) => event.preventDefault()}
                          aria-label={`Delete ${template.name}`}
                          aria-describedby={`${headingId}-default-${template.id}`}
                        >
                          Delete
                        </Button>
                      </Tooltip>
                    ) : (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(template)} aria-label={`Delete ${template.name}`}>
                        Delete
                      </Button>
                    )}
                    {template.is_default && (
                      <span id={`${headingId}-default-${template.id}`} hidden>
                        The default of its kind cannot be deleted: make another the default first
                      </span>
                    )}
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
