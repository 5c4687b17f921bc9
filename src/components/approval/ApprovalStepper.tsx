import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { approverLabel, type ApprovalState } from '@common/approval-chain'
import { Section } from '@/components/page/Section'
import { formatDateTime, formatRelative, formatTimestampDay } from '@/lib/format'
import classes from './Approval.module.css'
import { approvalProgress } from './approval-progress'
import { OverdueBadge } from './OverdueBadge'

/**
 * Where a record's approval stands, in the words every approved record shares (a requisition's
 * and an offer's statuses each map onto these): still `waiting` for the current step, `on_hold`
 * there, `approved` at every step, `rejected` or `withdrawn` at the current one.
 */
export type ApprovalOutcome = 'waiting' | 'on_hold' | 'approved' | 'rejected' | 'withdrawn'

type StepState = 'done' | 'current' | 'rejected' | 'upcoming'

function stepState(index: number, outcome: ApprovalOutcome, approval: ApprovalState): StepState {
  const step = index + 1
  if (outcome === 'approved' || step < approval.step) return 'done'
  if (step > approval.step) return 'upcoming'
  return outcome === 'rejected' ? 'rejected' : 'current'
}

const STATE_WORDS: Record<StepState, string> = { done: 'Approved', current: 'In progress', rejected: 'Rejected', upcoming: 'Not started' }

function StepMarker({ state, number }: { state: StepState; number: number }) {
  if (state === 'done') {
    return (
      <ThemeIcon radius="xl" size={28} color="teal" aria-hidden>
        <IconCheck size={16} />
      </ThemeIcon>
    )
  }
  if (state === 'rejected') {
    return (
      <ThemeIcon radius="xl" size={28} color="red" aria-hidden>
        <IconX size={16} />
      </ThemeIcon>
    )
  }
  return (
    <ThemeIcon radius="xl" size={28} variant={state === 'current' ? 'filled' : 'light'} color={state === 'current' ? undefined : 'gray'} aria-hidden>
      <Text size="sm" fw={700} c="inherit">
        {number}
      </Text>
    </ThemeIcon>
  )
}

const names = (people: readonly { name: string }[]) => people.map((person) => person.name).join(', ')

/** Where the chain stands now, in one line above the steps. */
function summary(outcome: ApprovalOutcome, approval: ApprovalState): string {
  switch (outcome) {
    case 'approved':
      return `Approved at every step (${approval.steps} of ${approval.steps})`
    case 'rejected':
      return `Rejected at step ${approval.step} of ${approval.steps}`
    case 'withdrawn':
      return `Withdrawn at step ${approval.step} of ${approval.steps}`
    case 'on_hold':
      return `On hold · ${approvalProgress(approval)}`
    case 'waiting':
      return approvalProgress(approval)
  }
}

interface ApprovalStepperProps {
  /** The section's heading id (the page links to it). */
  id: string
  approval: ApprovalState | null
  outcome: ApprovalOutcome
  /** What the section says when the record has no approval (not submitted yet, or none needed). */
  empty: ReactNode
}

/**
 * An approval chain as a stepper (a requisition's, an offer's): each step with its approver and
 * the approvals it got (who and when); the current one with who may still act, its due date and
 * whether it is overdue.
 */
export function ApprovalStepper({ id, approval, outcome, empty }: ApprovalStepperProps) {
  return (
    <Section id={id} title="Approval">
      {!approval ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} mb="md">
            {summary(outcome, approval)}
          </Text>
          <Stack component="ol" gap={0} className={classes.steps} aria-label="Approval steps">
            {approval.chain.map((step, index) => {
              const state = stepState(index, outcome, approval)
              const active = state === 'current' && (outcome === 'waiting' || outcome === 'on_hold')
              return (
                <Box component="li" key={index} className={classes.step} data-state={state}>
                  <StepMarker state={state} number={index + 1} />
                  <Stack gap={4} miw={0} pb="md">
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>
                        Step {index + 1} · {approverLabel(step.approver)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {STATE_WORDS[state]} · {step.approvals.length} of {step.required} {step.required === 1 ? 'approval' : 'approvals'}
                      </Text>
                      {active && approval.overdue && <OverdueBadge />}
                    </Group>
                    {step.approvals.length > 0 && (
                      <Text size="sm">
                        Approved by{' '}
                        {step.approvals.map((given, at) => (
                          <span key={`${given.user.name}-${given.at}`}>
                            {at > 0 && ', '}
                            {given.user.name} (
                            <time dateTime={given.at} title={formatDateTime(given.at)}>
                              {formatRelative(given.at)}
                            </time>
                            )
                          </span>
                        ))}
                      </Text>
                    )}
                    {active && (
                      <>
                        <Text size="sm">
                          {approval.approvers.length > 0 ? `May still act: ${names(approval.approvers)}` : 'Nobody may act on this step: change the approval chain in Settings.'}
                        </Text>
                        <Text size="sm" c={approval.overdue ? 'red' : 'dimmed'}>
                          Waiting since {formatTimestampDay(approval.started_at)} · due{' '}
                          <time dateTime={approval.due_at} title={formatDateTime(approval.due_at)}>
                            {formatTimestampDay(approval.due_at)}
                          </time>
                        </Text>
                      </>
                    )}
                  </Stack>
                </Box>
              )
            })}
          </Stack>
        </>
      )}
    </Section>
  )
}
