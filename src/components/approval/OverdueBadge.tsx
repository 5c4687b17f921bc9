import { Badge } from '@mantine/core'

/** A step that has waited longer than the chain's SLA. */
export function OverdueBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color="red" variant="filled" size={size} miw="max-content">
      Overdue
    </Badge>
  )
}
