// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/EmptyState.css'
import '@mantine/core/styles/Skeleton.css'
import { Button, EmptyState, Group, Skeleton, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { isNormalizedError } from '@/lib/errors'

interface ListEmptyProps {
  icon: ReactNode
  title: string
  description: ReactNode
  /** What the user can do next: create the first record, clear the filters. */
  action?: ReactNode
}

/** A list with nothing to show says why and what to do, instead of an empty table. */
export function ListEmpty({ icon, title, description, action }: ListEmptyProps) {
  return (
    <EmptyState icon={icon} variant="light" title={title} description={description} py="xl" px="md">
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  )
}

/** A list that failed to load: the server's message and a way to try again, announced at once. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const message = isNormalizedError(error) ? error.message : 'The list could not be loaded.'
  return (
    <EmptyState
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      variant="light"
      color="red"
      title={title}
      description={message}
      py="xl"
      px="md"
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  )
}

/** Rows in the shape of the list while its first page loads; announced as `label`. */
export function ListLoading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" p="md" role="status" aria-label={label} aria-busy>
      <Skeleton height={14} width="40%" radius="sm" />
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton height={18} width="30%" radius="sm" />
          <Skeleton height={18} width="20%" radius="sm" />
          <Skeleton height={18} width="15%" radius="sm" visibleFrom="sm" />
          <Skeleton height={18} width="15%" radius="sm" visibleFrom="sm" />
          <Skeleton height={22} width={72} radius="xl" />
        </Group>
      ))}
    </Stack>
  )
}
