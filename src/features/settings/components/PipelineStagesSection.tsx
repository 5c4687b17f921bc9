import { ActionIcon, Badge, Button, Group, Modal, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconPencil, IconTrash, IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PERMANENT_STAGE_KINDS, STAGE_KIND_LABELS, STAGE_LIMITS, type Stage } from '@common/pipeline'
import { STAGE_COUNT_DEFINITION } from '@common/stage-count'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { Section } from '@/components/page/Section'
import { stagesQueryOptions } from '@/features/applicants/api/pipeline'
import { useCreateStage, useDeleteStage, useUpdateStage } from '@/features/applicants/api/stage-mutations'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'

const permanent = (stage: Stage) => PERMANENT_STAGE_KINDS.includes(stage.kind)

/** The company's pipeline stages: add, rename, reorder between Applied and Hired, delete with a place for their applications. */
export function PipelineStagesSection() {
  const stages = useQuery(stagesQueryOptions())
  const create = useCreateStage()
  const update = useUpdateStage()
  const [name, setName] = useState('')
  const [addError, setAddError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Stage | null>(null)

  async function add() {
    const trimmed = name.trim()
    if (!trimmed) {
      setAddError('Type the stage’s name')
      return
    }
    setAddError(null)
    try {
      await create.mutateAsync({ name: trimmed })
    } catch (failure) {
      setAddError(failureText(failure))
      return
    }
    setName('')
    notify({ color: 'teal', title: 'Stage added', message: `${trimmed} comes before Hired on every board.` })
  }

  async function change(stage: Stage, input: { name?: string; position?: number }, done: string) {
    try {
      await update.mutateAsync({ id: stage.id, input })
      notify({ color: 'teal', title: done, message: input.name ?? stage.name })
      return true
    } catch (failure) {
      notify({ color: 'red', title: `${stage.name} was not changed`, message: failureText(failure), autoClose: false })
      return false
    }
  }

  const list = stages.data ?? []
  return (
    <Section title="Pipeline stages" description={`The columns of every job’s board, in order. Applied comes first and Hired last. ${STAGE_COUNT_DEFINITION}`}>
      {stages.isError ? (
        <Text c="red" size="sm">
          The stages could not be loaded: {failureText(stages.error)}
        </Text>
      ) : !stages.data ? (
        <Skeleton height={200} radius="md" aria-label="Loading the stages" />
      ) : (
        <Stack gap="md">
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Stages in order">
            {list.map((stage, index) => (
              <StageRow
                key={stage.id}
                stage={stage}
                canMoveUp={!permanent(stage) && index > 1}
                canMoveDown={!permanent(stage) && index < list.length - 2}
                busy={update.isPending && update.variables.id === stage.id}
                onRename={(next) => change(stage, { name: next }, 'Stage renamed')}
                onMove={(by) => void change(stage, { position: stage.position + by }, 'Stage moved')}
                onDelete={() => setDeleting(stage)}
              />
            ))}
          </Stack>
          <Stack
            component="form"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault()
              void add()
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label="New stage"
                placeholder="e.g. Technical interview"
                maxLength={STAGE_LIMITS.name}
                value={name}
                error={addError}
                onChange={(event) => setName(event.currentTarget.value)}
                flex={1}
                maw={360}
              />
              <Button type="submit" variant="light" loading={create.isPending} disabled={list.length >= STAGE_LIMITS.stages}>
                Add stage
              </Button>
            </Group>
          </Stack>
        </Stack>
      )}
      <DeleteStageDialog stage={deleting} stages={list} onClose={() => setDeleting(null)} />
    </Section>
  )
}

interface StageRowProps {
  stage: Stage
  canMoveUp: boolean
  canMoveDown: boolean
  busy: boolean
  onRename: (name: string) => Promise<boolean>
  onMove: (by: -1 | 1) => void
  onDelete: () => void
}

function StageRow({ stage, canMoveUp, canMoveDown, busy, onRename, onMove, onDelete }: StageRowProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const count = [plural(stage.application_count, 'application'), stage.rejected_count > 0 && `${stage.rejected_count} rejected, not counted`].filter(Boolean).join(' · ')
  return (
    <Group component="li" gap="xs" wrap="nowrap" p="xs" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {draft === null ? (
        <Stack gap={0} flex={1} miw={0}>
          <Text fw={600} size="sm" truncate>
            {stage.name}
          </Text>
          <Text size="xs" c="dimmed">
            {count}
          </Text>
        </Stack>
      ) : (
        <Group
          component="form"
          gap={4}
          flex={1}
          wrap="nowrap"
          onSubmit={(event) => {
            event.preventDefault()
            const next = draft.trim()
            if (!next || next === stage.name) {
              setDraft(null)
              return
            }
            void onRename(next).then((saved) => saved && setDraft(null))
          }}
        >
          <TextInput
            size="xs"
            aria-label={`New name for ${stage.name}`}
            value={draft}
            maxLength={STAGE_LIMITS.name}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
            data-autofocus
            autoFocus
            flex={1}
          />
          <ActionIcon type="submit" variant="light" aria-label={`Save the name of ${stage.name}`} loading={busy}>
            <IconDeviceFloppy size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" aria-label="Cancel renaming" onClick={() => setDraft(null)}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      {stage.kind !== 'in_progress' && (
        <Badge variant="light" color="gray" tt="none" visibleFrom="xs">
          {STAGE_KIND_LABELS[stage.kind]}
        </Badge>
      )}
      {draft === null && (
        <ActionIcon variant="subtle" color="gray" aria-label={`Rename ${stage.name}`} onClick={() => setDraft(stage.name)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="gray" aria-label={`Move ${stage.name} up`} disabled={!canMoveUp || busy} onClick={() => onMove(-1)}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={`Move ${stage.name} down`} disabled={!canMoveDown || busy} onClick={() => onMove(1)}>
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${stage.name}`} disabled={permanent(stage)} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  )
}

/** Deleting a stage: its applications (if any) move to the stage chosen here first. */
function DeleteStageDialog({ stage, stages, onClose }: { stage: Stage | null; stages: readonly Stage[]; onClose: () => void }) {
  const remove = useDeleteStage()
  const [moveTo, setMoveTo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const others = stages.filter((other) => other.id !== stage?.id)
  // Rejected applications keep the stage they left, so they move too.
  const held = (stage?.application_count ?? 0) + (stage?.rejected_count ?? 0)
  const needsTarget = held > 0

  function close() {
    if (remove.isPending) return
    setMoveTo('')
    setError(null)
    onClose()
  }

  async function confirm() {
    if (!stage) return
    if (needsTarget && !moveTo) {
      setError('Choose where its applications go')
      return
    }
    setError(null)
    try {
      await remove.mutateAsync({ id: stage.id, moveTo: moveTo ? Number(moveTo) : undefined })
    } catch (failure) {
      setError(failureText(failure))
      return
    }
    notify({ color: 'teal', title: 'Stage deleted', message: stage.name })
    setMoveTo('')
    onClose()
  }

  return (
    <Modal opened={stage !== null} onClose={close} title={stage ? `Delete ${stage.name}?` : ''} centered>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm">
          {needsTarget
            ? `${held} ${held === 1 ? 'application is' : 'applications are'} in this stage${stage?.rejected_count ? ` (${stage.rejected_count} of them rejected)` : ''}. They move to the stage you choose; the stage then goes from every board.`
            : 'No application is in this stage. It goes from every board.'}
        </Text>
        {needsTarget && (
          <NativeSelect
            label="Move its applications to"
            required
            data={[{ value: '', label: 'Choose a stage', disabled: true }, ...others.map((other) => ({ value: String(other.id), label: other.name }))]}
            value={moveTo}
            onChange={(event) => setMoveTo(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            Delete stage
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
