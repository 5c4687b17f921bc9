import { Badge, Group } from '@mantine/core'

/**
 * A fact that is a list of words (a job's or an applicant's skills, an applicant's tags): a badge
 * each, as written, or `none` when there are none. Skills are outlined in grey; tags are tinted.
 */
export function WordBadges({ words, none, variant = 'outline' }: { words: readonly string[]; none: string; variant?: 'outline' | 'light' }) {
  if (words.length === 0) return <>{none}</>
  return (
    <Group component="span" gap={6} mt={4}>
      {words.map((word) => (
        <Badge key={word} variant={variant} color={variant === 'outline' ? 'gray' : undefined} tt="none" fw={500}>
          {word}
        </Badge>
      ))}
    </Group>
  )
}
