// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Skeleton.css'
import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { USER_ACCESS } from '@common/access/users'
import { APPROVAL_CHAIN_LIMITS, approverLabel } from '@common/approval-chain'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { RecordPicker, type PickerGroup, type PickerOption } from '@/components/RecordPicker'
import { roleListQueryOptions } from '@/features/users-and-roles/api/roles'
import { activeUserPicker } from '@/features/users-and-roles/api/users'
import { useCan } from '@/platform/session/api/use-session'
import { plural } from '@/lib/format'
import { approvalChainQueryOptions, useSaveApprovalChain } from '../api/approval-chain'
import {
  approverValue,
  chainFormErrors,
  chainFormInput,
  chainFormValues,
  chainServerFailure,
  newStepKey,
  type AnyApprovalChain,
  type ChainFormValues,
  type ChainKind,
} from '../approval-chain-form'
import classes from './Settings.module.css'

/** The active users a step may name, found by name; their values are `user:<id>`. */
const NAMED_USERS = activeUserPicker('user:')

/**
 * The approver choices besides named users: anyone who may approve and each role. The approvers
 * the stored chain names stay choosable even when the lists lack them (or the user may not read them).
 */
function useApproverOptions(chain: AnyApprovalChain | undefined): { fixed: (PickerOption | PickerGroup)[]; storedUsers: PickerOption[]; canListUsers: boolean } {
  const canListRoles = useCan(USER_ACCESS.listRoles)
  const canListUsers = useCan(USER_ACCESS.list)
  const roles = useQuery({ ...roleListQueryOptions(), enabled: canListRoles }).data ?? []
  const roleOptions: PickerOption[] = roles.map((role) => ({ value: `role:${role.id}`, label: role.name }))
  const storedUsers: PickerOption[] = []
  for (const step of chain?.steps ?? []) {
    const value = approverValue(step.approver)
    if (step.approver.type === 'role' && !roleOptions.some((option) => option.value === value)) roleOptions.push({ value, label: approverLabel(step.approver) })
    if (step.approver.type === 'user') storedUsers.push({ value, label: approverLabel(step.approver) })
  }
  return {
    fixed: [{ value: 'any', label: 'Anyone who may approve' }, ...(roleOptions.length > 0 ? [{ group: 'A role (any member)', items: roleOptions }] : [])],
    storedUsers,
    canListUsers,
  }
}

/** What differs between the chains: their words. */
const CHAIN_TEXT = {
  requisition: {
    title: 'Approval chain',
    description:
      'Who approves a requisition, step by step. A step is complete once it has its approvals from different people; a change applies to requisitions submitted afterwards.',
    records: 'requisitions',
    saved: 'Approval chain saved',
  },
  offer: {
    title: 'Offer approval chain',
    description: 'Who approves an offer, step by step. A step is complete once it has its approvals from different people; a change applies to offers submitted afterwards.',
    records: 'offers',
    saved: 'Offer approval chain saved',
  },
} as const satisfies Record<ChainKind, { title: string; description: string; records: string; saved: string }>

/** Settings' approval chain of a kind (General's for requisitions, Offer approvals' for offers): loads the chain, then its form. */
export function ApprovalChainSection({ kind }: { kind: ChainKind }) {
  const chain = useQuery(approvalChainQueryOptions(kind))
  const text = CHAIN_TEXT[kind]
  return (
    <Section title={text.title} description={text.description}>
      {chain.data ? (
        <ApprovalChainForm kind={kind} chain={chain.data} />
      ) : chain.isError ? (
        <Alert color="red" variant="light" title={`The ${text.title.toLowerCase()} could not be loaded`}>
          <Button size="xs" variant="light" color="red" onClick={() => void chain.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Skeleton height={160} radius="md" aria-label={`Loading the ${text.title.toLowerCase()}`} />
      )}
    </Section>
  )
}

function ApprovalChainForm({ kind, chain }: { kind: ChainKind; chain: AnyApprovalChain }) {
  const save = useSaveApprovalChain(kind)
  const approvers = useApproverOptions(chain)
  const form = useForm<ChainFormValues>({ initialValues: chainFormValues(chain) })
  const steps = form.values.steps
  const fields = ['steps', 'sla_days', 'only_out_of_range', ...steps.flatMap((_, index) => [`steps.${index}.approver`, `steps.${index}.required`])]

  const saveForm = useSaveForm<ChainFormValues, AnyApprovalChain>({
    form,
    fields,
    check: (values) => chainFormErrors(values, kind),
    save: async (values) => {
      try {
        return await save.mutateAsync(chainFormInput(values, kind))
      } catch (failure) {
        throw chainServerFailure(failure)
      }
    },
    notice: (saved) => ({
      title: CHAIN_TEXT[kind].saved,
      message: `${plural(saved.steps.length, 'step')}; ${CHAIN_TEXT[kind].records} submitted from now on follow it.`,
    }),
    onSaved: (saved) => {
      const values = chainFormValues(saved)
      form.setValues(values)
      form.resetDirty(values)
    },
  })

  const full = steps.length >= APPROVAL_CHAIN_LIMITS.steps
  const stepsError = typeof form.errors.steps === 'string' ? form.errors.steps : null

  return (
    <SaveForm form={saveForm}>
      <Stack component="ol" gap="sm" className={classes.plainList} aria-label="Approval steps">
        {steps.map((step, index) => {
          const number = index + 1
          const namedUser = step.approver.startsWith('user:')
          return (
            <Paper component="li" key={step.key} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Title order={3} fz="h5">
                  Step {number}
                </Title>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    className={classes.quietWhenDisabled}
                    aria-label={`Move step ${number} up`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('steps', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    className={classes.quietWhenDisabled}
                    aria-label={`Move step ${number} down`}
                    disabled={index === steps.length - 1}
                    onClick={() => form.reorderListItem('steps', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    className={classes.quietWhenDisabled}
                    aria-label={`Remove step ${number}`}
                    disabled={steps.length === 1}
                    onClick={() => form.removeListItem('steps', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
                <RecordPicker
                  label={`Step ${number} approver`}
                  description="Anyone who may approve, a role, or a named user."
                  source={NAMED_USERS}
                  enabled={approvers.canListUsers}
                  fixed={approvers.fixed}
                  group="A named user"
                  chosen={approvers.storedUsers.find((option) => option.value === step.approver) ?? null}
                  nothingFound="No roles or users by that name"
                  value={step.approver}
                  error={form.errors[`steps.${index}.approver`]}
                  onChange={(value) => {
                    form.setFieldValue(`steps.${index}.approver`, value)
                    // One named person gives one approval.
                    if (value.startsWith('user:')) form.setFieldValue(`steps.${index}.required`, 1)
                  }}
                  miw={220}
                />
                <NumberInput
                  label={`Step ${number} approvals needed`}
                  description={namedUser ? 'A named person approves once.' : 'From different people.'}
                  min={1}
                  max={APPROVAL_CHAIN_LIMITS.required}
                  allowDecimal={false}
                  allowNegative={false}
                  disabled={namedUser}
                  {...form.getInputProps(`steps.${index}.required`)}
                  maw={220}
                />
              </Group>
            </Paper>
          )
        })}
      </Stack>
      {stepsError && (
        <Text size="sm" role="alert" className={classes.fieldError}>
          {stepsError}
        </Text>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => form.insertListItem('steps', { key: newStepKey(), approver: 'any', required: 1 })}
        >
          Add step
        </Button>
        <NumberInput
          label="SLA in days"
          description="A step waiting longer is overdue; its approvers get a reminder."
          withAsterisk
          min={1}
          max={APPROVAL_CHAIN_LIMITS.slaDays}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('sla_days')}
          w={260}
        />
      </Group>
      {full && (
        <Text size="sm" c="dimmed">
          A chain has at most {APPROVAL_CHAIN_LIMITS.steps} steps.
        </Text>
      )}
      {kind === 'offer' && (
        <Checkbox
          label="Only when the salary is outside the requisition’s band"
          description="An offer whose salary lies within its job’s requisition band is approved as soon as it is submitted."
          {...form.getInputProps('only_out_of_range', { type: 'checkbox' })}
        />
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={saveForm.saving !== null}>
          Save approval chain
        </Button>
      </Group>
    </SaveForm>
  )
}
