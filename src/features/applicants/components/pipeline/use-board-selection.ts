import { useCallback, useMemo, useState } from 'react'
import type { Card, Pipeline } from '@common/pipeline'
import { visibleCards, type BoardStage } from './pipeline-moves'

/** A chosen card and the stage it is in now. */
export interface SelectedCard {
  card: Card
  stage: BoardStage
}

/**
 * The cards chosen on a board, for moving or rejecting them together. Only cards on the board as
 * shown count: one that left it (moved away by someone else, rejected) drops out on the next fetch,
 * and one a filter hides is unchosen, as Gmail and Linear do, so the bar's count and its actions
 * are always about cards the user can see. Clearing the filter again does not choose them again.
 */
export function useBoardSelection(pipeline: Pipeline, filter: string) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set())
  const [filteredBy, setFilteredBy] = useState(filter)

  const selected = useMemo(() => {
    if (chosen.size === 0) return []
    return pipeline.stages.flatMap((stage) =>
      visibleCards(stage, filter)
        .filter((card) => chosen.has(card.id))
        .map((card): SelectedCard => ({ card, stage })),
    )
  }, [pipeline, filter, chosen])

  // A new filter keeps only the chosen cards it shows (set while rendering, so no frame counts the hidden ones).
  if (filteredBy !== filter) {
    setFilteredBy(filter)
    setChosen(new Set(selected.map(({ card }) => card.id)))
  }

  // Stable, so the board's memoised cards that are handed them do not render again with each change.
  const choose = useCallback((cardIds: readonly number[], on: boolean) => {
    setChosen((before) => {
      const after = new Set(before)
      for (const id of cardIds) {
        if (on) after.add(id)
        else after.delete(id)
      }
      return after
    })
  }, [])
  const clear = useCallback(() => setChosen(new Set()), [])
  const ids = useMemo(() => new Set(selected.map(({ card }) => card.id)), [selected])

  return { selected, ids, choose, clear }
}
