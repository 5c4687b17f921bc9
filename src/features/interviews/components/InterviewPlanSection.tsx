import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { INTERVIEW_ACCESS } from '@common/access/interviews'
import type { Kit } from '@common/interviews'
import type { Stage } from '@common/pipeline'
import { notify } from '@/components/feedback/notify'
import { ListError } from '@/components/list/ListStates'
import { Section } from '@/components/page/Section'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { stagesQueryOptions } from '@/features/applicants/api/pipeline'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { useDeleteKit, useUpdateKit } from '../api/interview-mutations'
import { jobKitsQueryOptions } from '../api/interviews'
import { KitFormModal } from './KitFormModal'

type Editing = { kit: Kit | null; stageId: number | null } | null

/** A job's interview plan: its kits under the pipeline stages they belong to; shown to those who may read it. */
export function InterviewPlanSection({ jobId }: { jobId: number }) {
  const canRead = useCan(INTERVIEW_ACCESS.kits)
  if (!canRead) return null
  return <InterviewPlan jobId={jobId} />
}

function InterviewPlan({ jobId }: { jobId: number }) {
  const canEdit = useCan(INTERVIEW_ACCESS.editKits)
  const kits = useQuery(jobKitsQueryOptions(jobId))
  const stages = useQuery(stagesQueryOptions())
  const [editing, setEditing] = useState<Editing>(null)
  const move = useUpdateKit()
  const remove = useDeleteKit()
  const deletion = useConfirmAction<Kit>({
    act: (kit) => remove.mutateAsync({ kit }),
    onDone: (kit) => notify({ color: 'teal', title: 'Interview kit deleted', message: kit.name }),
  })

  async function moveKit(kit: Kit, position: number) {
    try {
      await move.mutateAsync({ id: kit.id, input: { position } })
    } catch (failure) {
      notify({ color: 'red', title: 'The kit was not moved', message: failureText(failure), autoClose: false })
    }
  }

  const groups = planGroups(kits.data ?? [], stages.data ?? [])

  return (
    <Section
      id="job-interview-plan"
      title="Interview plan"
      description="The interviews of each stage: what the panel asks and the attributes it scores."
      actions={
        canEdit &&
        stages.data && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ kit: null, stageId: null })}>
            Add interview kit
          </Button>
        )
      }
    >
      {kits.isError ? (
        <ListError title="The interview plan could not be loaded" error={kits.error} onRetry={() => void kits.refetch()} />
      ) : !kits.data ? (
        <Skeleton height={120} radius="sm" aria-label="Loading the interview plan" />
      ) : groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          No interviews planned yet.
          {canEdit && ' Add a kit for each stage that has an interview.'}
        </Text>
      ) : (
        <Stack gap="md">
          {groups.map(({ stage, kits: stageKits }) => (
            <Stack key={stage.id} gap="xs" component="section" aria-labelledby={`plan-stage-${stage.id}`}>
              <Title order={3} fz="h6" id={`plan-stage-${stage.id}`}>
                {stage.name}
              </Title>
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {stageKits.map((kit, index) => (
                  <Paper key={kit.id} component="li" withBorder radius="sm" p="sm" aria-label={kit.name}>
                    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {kit.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {kit.duration_minutes} min · {plural(kit.attributes.length, 'attribute')} · {plural(kit.questions.length, 'question')}
                        </Text>
                        <Group gap={6}>
                          {kit.attributes.map((attribute) => (
                            <Badge key={attribute.name} variant="outline" color="gray" tt="none" fw={500} title={attribute.description || undefined}>
                              {attribute.name}
                            </Badge>
                          ))}
                        </Group>
                      </Stack>
                      {canEdit && (
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Move ${kit.name} up`}
                            disabled={index === 0 || move.isPending}
                            onClick={() => void moveKit(kit, index - 1)}
                          >
                            <IconArrowUp size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Move ${kit.name} down`}
                            disabled={index === stageKits.length - 1 || move.isPending}
                            onClick={() => void moveKit(kit, index + 1)}
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${kit.name}`} onClick={() => setEditing({ kit, stageId: null })}>
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${kit.name}`} onClick={() => deletion.ask(kit)}>
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      )}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {editing && stages.data && <KitFormModal jobId={jobId} stages={stages.data} kit={editing.kit} stageId={editing.stageId} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal name={deletion.subject?.name ?? null} confirmLabel="Delete kit" {...deletion.modal}>
        Interviews already scheduled with it keep their time and panel; only the kit goes. This cannot be undone.
      </ConfirmDeleteModal>
    </Section>
  )
}

/** The kits under their stages, in the pipeline's order (a stage unknown to the list last, as the server named it), each by position. */
export function planGroups(kits: readonly Kit[], stages: readonly Stage[]): { stage: { id: number; name: string }; kits: Kit[] }[] {
  const order = new Map(stages.map((stage) => [stage.id, stage.position]))
  const groups = new Map<number, { stage: { id: number; name: string }; kits: Kit[] }>()
  for (const kit of kits) {
    const group = groups.get(kit.stage.id) ?? { stage: kit.stage, kits: [] }
    group.kits.push(kit)
    groups.set(kit.stage.id, group)
  }
  for (const group of groups.values()) group.kits.sort((a, b) => a.position - b.position || a.id - b.id)
  return [...groups.values()].sort((a, b) => (order.get(a.stage.id) ?? Infinity) - (order.get(b.stage.id) ?? Infinity))
}
