import { Alert, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { planFeatureRefusal, planIncludes, type PlanFeature } from '@common/plans'
import { ButtonLink } from '@/components/links'
import { useSession } from '@/platform/session/api/use-session'

/**
 * The app's one plan check, mirroring the server's `requirePlanFeature()`: a page wraps its
 * content in it (inside `<Page>`, so the title stays), and outside the company's plan the
 * content gives way to the server's own refusal and a way to the plans.
 *
 *   <Page title={title}><PlanFeatureGate feature="employees">…</PlanFeatureGate></Page>
 */
export function PlanFeatureGate({ feature, children }: { feature: PlanFeature; children: ReactNode }) {
  const plan = useSession()?.subscription?.plan
  if (planIncludes(plan, feature)) return children
  return (
    <Alert color="blue" variant="light" icon={<IconLock aria-hidden />} title="Not part of your plan" maw={640}>
      <Text size="sm" mb="sm">
        {planFeatureRefusal(feature)}
      </Text>
      <ButtonLink to="/subscription/pricing/" size="xs" variant="light">
        See plans
      </ButtonLink>
    </Alert>
  )
}
