// Mantine styles only the board's lazily loaded chunk needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import { Checkbox, Group, Text, Title, VisuallyHidden } from '@mantine/core'
import { Draggable, Droppable } from '@hello-pangea/dnd'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useRef } from 'react'
import type { Card } from '@common/pipeline'
import { Bdi, Ltr } from '@/components/text/Isolate'
import { BoardCard, CARD_HEIGHT } from './BoardCard'
import classes from './Board.module.css'
import type { BoardStage } from './pipeline-moves'

interface BoardColumnProps {
  stage: BoardStage
  cards: Card[]
  /** Whether the board's filter hides some of the stage's cards. */
  filtered: boolean
  canEdit: boolean
  /** The chosen cards of the whole board. */
  selectedIds: ReadonlySet<number>
  onChoose: (cardIds: readonly number[], on: boolean) => void
  onReject: (card: Card) => void
}

/**
 * A stage's column: a box choosing all its cards in view, its name and count, then its cards in a
 * virtual list (only those in view are rendered, so a column of 2,000 stays smooth). The card being
 * dragged follows the pointer as a clone, as hello-pangea's virtual mode requires; a chosen card
 * says on it how many chosen cards it carries.
 */
export function BoardColumn({ stage, cards, filtered, canEdit, selectedIds, onChoose, onReject }: BoardColumnProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const headingId = `stage-${stage.id}`
  const count = filtered ? `${cards.length} of ${stage.applications.length}` : String(stage.applications.length)
  const chosenHere = cards.filter((card) => selectedIds.has(card.id)).length
  const all = cards.length > 0 && chosenHere === cards.length

  return (
    <section className={classes.column} aria-labelledby={headingId}>
      <Group className={classes.columnHeader} gap="xs" wrap="nowrap">
        {canEdit && (
          <Checkbox
            size="xs"
            aria-label={`Select all in ${stage.name}`}
            checked={all}
            indeterminate={chosenHere > 0 && !all}
            disabled={cards.length === 0}
            onChange={() =>
              onChoose(
                cards.map((card) => card.id),
                !all,
              )
            }
          />
        )}
        <Title order={2} fz="sm" id={headingId} lineClamp={1} flex={1}>
          <Bdi>{stage.name}</Bdi>
        </Title>
        <Text size="sm" c="dimmed" fw={600}>
          <Ltr>{count}</Ltr>
          <VisuallyHidden>{stage.applications.length === 1 && !filtered ? ' applicant' : ' applicants'}</VisuallyHidden>
        </Text>
      </Group>
      <Droppable
        droppableId={String(stage.id)}
        mode="virtual"
        isDropDisabled={!canEdit}
        renderClone={(provided, snapshot, rubric) => {
          const card = cards[rubric.source.index]
          if (!card) return <div ref={provided.innerRef} {...provided.draggableProps} {...provided.dragHandleProps} />
          const selected = selectedIds.has(card.id)
          return (
            <BoardCard
              card={card}
              stageName={stage.name}
              provided={provided}
              snapshot={snapshot}
              canEdit={canEdit}
              selected={selected}
              carrying={selected ? selectedIds.size : undefined}
              onChoose={onChoose}
              onReject={onReject}
            />
          )
        }}
      >
        {(provided, snapshot) => (
          <VirtualCards
            scrollRef={scrollRef}
            droppableRef={provided.innerRef}
            droppableProps={provided.droppableProps}
            // The slot a card dragged in from elsewhere would take.
            count={snapshot.isUsingPlaceholder ? cards.length + 1 : cards.length}
            over={snapshot.isDraggingOver}
            cards={cards}
            stageName={stage.name}
            canEdit={canEdit}
            selectedIds={selectedIds}
            onChoose={onChoose}
            onReject={onReject}
          />
        )}
      </Droppable>
    </section>
  )
}

interface VirtualCardsProps {
  scrollRef: React.RefObject<HTMLDivElement | null>
  droppableRef: (element: HTMLElement | null) => void
  droppableProps: object
  count: number
  over: boolean
  cards: Card[]
  stageName: string
  canEdit: boolean
  selectedIds: ReadonlySet<number>
  onChoose: (cardIds: readonly number[], on: boolean) => void
  onReject: (card: Card) => void
}

function VirtualCards({ scrollRef, droppableRef, droppableProps, count, over, cards, stageName, canEdit, selectedIds, onChoose, onReject }: VirtualCardsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT,
    overscan: 6,
    // The first render, before the column is measured, already shows its first cards.
    initialRect: { width: 272, height: 640 },
    // React 19: no flushSync from inside a render (libraries.md).
    useFlushSync: false,
    getItemKey: (index) => cards[index]?.id ?? `slot-${index}`,
  })

  return (
    <div
      ref={(element) => {
        scrollRef.current = element
        droppableRef(element)
      }}
      {...droppableProps}
      className={classes.columnBody}
      data-over={over || undefined}
    >
      {cards.length === 0 && !over ? (
        <Text size="xs" c="dimmed" ta="center" py="lg">
          No applicants here
        </Text>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const card = cards[item.index]
            if (!card) return null
            return (
              <PlacedCard
                key={card.id}
                card={card}
                index={item.index}
                top={item.start}
                stageName={stageName}
                canEdit={canEdit}
                selected={selectedIds.has(card.id)}
                onChoose={onChoose}
                onReject={onReject}
              />
            )
          })}
        </div>
      )}
    </div>
  )
}

interface PlacedCardProps {
  card: Card
  index: number
  /** Where the virtual list puts it, in px from the column's top. */
  top: number
  stageName: string
  canEdit: boolean
  selected: boolean
  onChoose: (cardIds: readonly number[], on: boolean) => void
  onReject: (card: Card) => void
}

/**
 * A card at its place in the virtual list. Memoised: the list renders on every frame of a scroll,
 * and the cards already in view need not (React's work per frame was half the frame's time).
 */
const PlacedCard = memo(function PlacedCard({ card, index, top, stageName, canEdit, selected, onChoose, onReject }: PlacedCardProps) {
  return (
    <Draggable draggableId={String(card.id)} index={index} isDragDisabled={!canEdit}>
      {(provided, snapshot) => (
        <BoardCard
          card={card}
          stageName={stageName}
          provided={provided}
          snapshot={snapshot}
          canEdit={canEdit}
          selected={selected}
          onChoose={onChoose}
          onReject={onReject}
          // Placed from the column's start edge, its right in a right-to-left page.
          style={{ position: 'absolute', insetInlineStart: 0, width: '100%', top, height: CARD_HEIGHT }}
        />
      )}
    </Draggable>
  )
})
