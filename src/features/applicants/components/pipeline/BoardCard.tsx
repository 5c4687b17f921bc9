import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import type { DraggableProvided, DraggableStateSnapshot } from '@hello-pangea/dnd'
import { IconGripVertical, IconStarFilled, IconX } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import type { Card } from '@common/pipeline'
import { AnchorLink } from '@/components/links'
import { Bdi, Ltr } from '@/components/text/Isolate'
import { formatDateTime, formatRelative } from '@/lib/format'
import classes from './Board.module.css'

/**
 * The height every card takes in its column, gap included: the virtual list places cards by it.
 * Room for "In stage since …" on two lines, so a narrow column never cuts it.
 */
export const CARD_HEIGHT = 128
export const CARD_GAP = 8

interface BoardCardProps {
  card: Card
  stageName: string
  provided: DraggableProvided
  snapshot: DraggableStateSnapshot
  /** Where the virtual list puts the card (none on the clone that follows the pointer). */
  style?: CSSProperties
  canEdit: boolean
  /** Whether the card is chosen for moving or rejecting with others. */
  selected: boolean
  /** On the card that follows the pointer: how many chosen cards move with it, itself included. */
  carrying?: number | undefined
  onChoose: (cardIds: readonly number[], on: boolean) => void
  onReject: (card: Card) => void
}

/** One application on the board: the handle to move it, a box to choose it, the applicant, and a reject button. */
export function BoardCard({ card, stageName, provided, snapshot, style, canEdit, selected, carrying, onChoose, onReject }: BoardCardProps) {
  return (
    <div ref={provided.innerRef} {...provided.draggableProps} style={{ ...style, ...provided.draggableProps.style }}>
      <Paper withBorder radius="md" h={CARD_HEIGHT - CARD_GAP} className={classes.card} data-dragging={snapshot.isDragging || undefined} data-selected={selected || undefined}>
        {canEdit && (
          <div {...provided.dragHandleProps} className={classes.handle} aria-label={`Move ${card.applicant.name}, now in ${stageName}`}>
            <IconGripVertical size={16} aria-hidden />
          </div>
        )}
        <Stack gap={4} h="100%" p="xs" miw={0} flex={1}>
          <Group wrap="nowrap" gap={6}>
            {canEdit && (
              <Checkbox size="xs" aria-label={`Select ${card.applicant.name}`} checked={selected} onChange={(event) => onChoose([card.id], event.currentTarget.checked)} />
            )}
            <AnchorLink to="/candidates/view/" search={{ id: card.applicant.id }} fw={600} size="sm" truncate="end" miw={0} flex={1}>
              <Bdi>{card.applicant.name}</Bdi>
            </AnchorLink>
            {carrying !== undefined && carrying > 1 && (
              <Badge size="sm" circle aria-hidden>
                {carrying}
              </Badge>
            )}
            {canEdit && (
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Reject ${card.applicant.name}`} title="Reject" onClick={() => onReject(card)}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate="end" dir="auto">
            {card.applicant.headline ?? ' '}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {card.rating !== null && <CardRating rating={card.rating} />}
            {card.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} size="xs" variant="outline" color="gray" tt="none" fw={500} style={{ flexShrink: 0 }}>
                <Bdi>{tag}</Bdi>
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed" mt="auto" lineClamp={2}>
            In stage since{' '}
            <time dateTime={card.stage_entered_at} title={formatDateTime(card.stage_entered_at)}>
              <Ltr>{formatRelative(card.stage_entered_at)}</Ltr>
            </time>
          </Text>
        </Stack>
      </Paper>
    </div>
  )
}

const STARS = [1, 2, 3, 4, 5] as const

/**
 * The applicant's rating as five stars to look at: Mantine's Rating is an input (a radio and a
 * label per star), too much to mount for every card that scrolls into a column.
 */
function CardRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} of 5`} className={classes.stars}>
      {STARS.map((star) => (
        <IconStarFilled key={star} size={14} aria-hidden data-filled={star <= rating || undefined} />
      ))}
    </span>
  )
}
