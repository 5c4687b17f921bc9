import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import type { Plan } from '@common/session'
import { formatMonthlyPrice } from './plan-format'

interface PlanCardProps {
  plan: Plan
  current: boolean
  subscribing: boolean
  disabled: boolean
  onSubscribe: () => void
}

export function PlanCard({ plan, current, subscribing, disabled, onSubscribe }: PlanCardProps) {
  const headingId = `plan-${plan.id}`
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} fz="h3" id={headingId}>
            {plan.name}
          </Title>
          {current && (
            <Badge color="teal" variant="light">
              Current plan
            </Badge>
          )}
        </Group>
        {/* The seats are the last line of the plan's list (its features as the server words them), not repeated here. */}
        <div>
          {/* A flex row keeps the gap between price and "per month" in both directions (a margin is lost when bidi joins the two). */}
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text component="span" fz={32} fw={700} lh={1}>
              {formatMonthlyPrice(plan)}
            </Text>
            {plan.price_monthly > 0 && (
              <Text component="span" c="dimmed">
                per month
              </Text>
            )}
          </Group>
        </div>
        {plan.features.length > 0 && (
          <List
            spacing={6}
            size="sm"
            center
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
                <IconCheck size={13} stroke={2.5} />
              </ThemeIcon>
            }
          >
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        <Button
          mt="auto"
          fullWidth
          variant={current ? 'default' : 'filled'}
          loading={subscribing}
          disabled={disabled || current}
          onClick={onSubscribe}
        >
          {current ? 'Your current plan' : `Subscribe to ${plan.name}`}
        </Button>
      </Stack>
    </Card>
  )
}
