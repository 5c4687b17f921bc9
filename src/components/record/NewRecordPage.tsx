import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PlanFeature } from '@common/plans'
import { ButtonLink } from '@/components/links'
import { Page } from '@/components/page/Page'
import { PlanFeatureGate } from '@/components/plan/PlanFeatureGate'

interface NewRecordPageProps {
  title: string
  /** The plan feature the record belongs to: the server refuses it outside the plan (402), so the page says so before the form is filled. */
  planFeature: PlanFeature
  /** Where Cancel leads (the list). */
  cancelTo: LinkProps['to']
  /** The form, given its Cancel button. */
  children: (cancel: ReactNode) => ReactNode
}

/** A record's new page, beside `EditRecordPage`: its empty form within the plan, and Cancel leading back. */
export function NewRecordPage({ title, planFeature, cancelTo, children }: NewRecordPageProps) {
  return (
    <Page title={title}>
      <PlanFeatureGate feature={planFeature}>
        {children(
          <ButtonLink to={cancelTo} variant="subtle" color="gray">
            Cancel
          </ButtonLink>,
        )}
      </PlanFeatureGate>
    </Page>
  )
}
