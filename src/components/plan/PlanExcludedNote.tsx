import { Group, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { cheapestPlanWith, PLAN_FEATURES, planIncludes, type PlanFeature } from '@common/plans'
import { AnchorLink } from '@/components/links'
import { useSession } from '@/platform/session/api/use-session'

/**
 * Whether the company's plan includes the feature, as the server's `requirePlanFeature()` decides:
 * an action it would refuse with a 402 is not offered (AND it with the action's permission).
 */
export function usePlanIncludes(feature: PlanFeature): boolean {
  return planIncludes(useSession()?.subscription?.plan, feature)
}

/** The reason in the words shown beside the actions it takes away. */
export function planExclusion(feature: PlanFeature): string {
  return `Your plan does not include ${PLAN_FEATURES[feature].toLowerCase()}; the ${cheapestPlanWith(feature).name} plan does.`
}

/**
 * Said where a page's changing actions would be, for someone whose permissions allow them but whose
 * company's plan does not: why they are missing, and the way to the plans. Render it only then.
 */
export function PlanExcludedNote({ feature }: { feature: PlanFeature }) {
  return (
    <Group gap={6} wrap="nowrap" align="center" maw={420}>
      <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {planExclusion(feature)}{' '}
        <AnchorLink to="/subscription/pricing/" size="sm">
          See plans
        </AnchorLink>
      </Text>
    </Group>
  )
}
