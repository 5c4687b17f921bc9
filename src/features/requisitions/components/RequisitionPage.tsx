// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import { Button, Grid, Stack, Text } from '@mantine/core'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import type { RequisitionAction } from '@common/requisition-workflow'
import { REQUISITION_REASON_LABELS, type Requisition } from '@common/requisitions'
import { ButtonLink } from '@/components/links'
import { MarkdownText } from '@/components/markdown/MarkdownText'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { WithRecord } from '@/components/record/WithRecord'
import { Fact } from '@/components/record/Fact'
import { RoleFacts } from '@/components/record/RoleFacts'
import { formatDay, formatSalaryRange, formatTimestampDay } from '@/lib/format'
import { PlanExcludedNote } from '@/components/plan/PlanExcludedNote'
import { useCan } from '@/platform/session/api/use-session'
import { ApprovalStepper } from '@/components/approval/ApprovalStepper'
import { requisitionApprovalOutcome } from '../requisition-format'
import { PriorityBadge, RequisitionStatusBadge } from './RequisitionBadges'
import { REQUISITION_RECORD } from './requisition-record'
import { RequisitionHistory } from './RequisitionHistory'
import { RequisitionJobs } from './RequisitionJobs'
import { useRequisitionActions } from './use-requisition-actions'
import { Ltr } from '@/components/text/Isolate'
import { Section } from '@/components/page/Section'

/** How each action's button looks on the page: the decisions first and strongest. */
const BUTTON_STYLE: Record<RequisitionAction, { variant: string; color?: string }> = {
  approve: { variant: 'filled', color: 'teal' },
  submit: { variant: 'filled' },
  create_job: { variant: 'filled' },
  reject: { variant: 'light', color: 'red' },
  hold: { variant: 'default' },
  resume: { variant: 'default' },
  edit: { variant: 'default' },
  cancel: { variant: 'subtle', color: 'red' },
  delete: { variant: 'subtle', color: 'red' },
}

interface RequisitionDetailsPageProps {
  requisition: Requisition
  onDeleted: () => void
}

/** A requisition's page: its facts, its approval chain, its history and what the user may do. */
export function RequisitionDetailsPage({ requisition, onDeleted }: RequisitionDetailsPageProps) {
  const actions = useRequisitionActions({ onDeleted })
  const canList = useCan(REQUISITION_ACCESS.list)

  const buttons = actions.actionItems(requisition).map((item) => {
    const style = BUTTON_STYLE[item.action]
    return item.link ? (
      <ButtonLink key={item.action} {...item.link} variant={style.variant} color={style.color} leftSection={item.icon}>
        {item.label}
      </ButtonLink>
    ) : (
      <Button
        key={item.action}
        variant={style.variant}
        color={style.color}
        leftSection={item.icon}
        loading={actions.busyId === requisition.id && actions.busyAction === item.action}
        disabled={actions.busyId === requisition.id && actions.busyAction !== item.action}
        onClick={item.onClick}
      >
        {item.label}
      </Button>
    )
  })

  return (
    <Page
      title={requisition.title}
      badge={<RequisitionStatusBadge status={requisition.status} size="lg" />}
      back={
        canList && (
          <BackLink to="/job-requisitions/" search={{}}>
            Requisitions List
          </BackLink>
        )
      }
      actions={actions.excludedByPlan(requisition) ? [...buttons, <PlanExcludedNote key="plan" feature="requisitions" />] : buttons.length > 0 && buttons}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <Section id="requisition-details" title="Details">
              <Stack component="dl" gap="sm" m={0}>
                <RoleFacts role={requisition} />
                <Fact label="Headcount">{requisition.headcount}</Fact>
                <Fact label="Salary budget">
                  <Ltr>{formatSalaryRange(requisition.salary_min, requisition.salary_max, requisition.salary_currency) ?? 'Not given'}</Ltr>
                </Fact>
                <Fact label="Reason">
                  {requisition.reason === 'replacement' && requisition.replaces ? `Replacement for ${requisition.replaces}` : REQUISITION_REASON_LABELS[requisition.reason]}
                </Fact>
                <Fact label="Priority">
                  <PriorityBadge priority={requisition.priority} size="sm" />
                </Fact>
                <Fact label="Hiring manager">{requisition.hiring_manager?.name ?? 'Not chosen yet'}</Fact>
                <Fact label="Target start date">{requisition.target_start_date ? formatDay(requisition.target_start_date) : 'Not given'}</Fact>
                <Fact label="Requested by">{requisition.requested_by.name}</Fact>
                <Fact label="Created">{formatTimestampDay(requisition.created_at)}</Fact>
                {requisition.submitted_at && <Fact label="Submitted">{formatTimestampDay(requisition.submitted_at)}</Fact>}
                {requisition.decided_at && <Fact label="Decided">{formatTimestampDay(requisition.decided_at)}</Fact>}
              </Stack>
            </Section>
            <RequisitionJobs requisition={requisition} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <ApprovalStepper
              id="requisition-approval"
              approval={requisition.approval}
              outcome={requisitionApprovalOutcome(requisition.status)}
              empty="Not submitted yet. The company’s approval chain applies once it is submitted."
            />
            <Section id="requisition-description" title="Description">
              {requisition.description.trim() ? <MarkdownText source={requisition.description} /> : <Text c="dimmed">No description.</Text>}
            </Section>
            <RequisitionHistory id={requisition.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      {actions.modals}
    </Page>
  )
}

/** The requisition of `?id=` on its page once loaded; or why it cannot be shown. */
export function RequisitionPage({ id, title, onDeleted }: { id: number | undefined; title: string; onDeleted: () => void }) {
  return (
    <WithRecord {...REQUISITION_RECORD} id={id} title={title}>
      {(requisition) => <RequisitionDetailsPage requisition={requisition} onDeleted={onDeleted} />}
    </WithRecord>
  )
}
