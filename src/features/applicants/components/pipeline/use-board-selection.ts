import { useCallback, useMemo, useState } from 'react'
import type { Card, Pipeline } from '@common/pipeline'
import type { BoardStage } from './pipeline-moves'

/** A chosen card and the stage it is in now. */
export interface SelectedCard {
  card: Card
  stage: BoardStage
}

/**
 * The cards chosen on a board, for moving or rejecting them together. Only cards still on the
 * board count: one that left it (moved away by someone else, rejected) drops out on the next fetch.
 * A filter hides cards but keeps them chosen, as the bar's count says.
 */
export function useBoardSelection(pipeline: Pipeline) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set())

  const selected = useMemo(() => {
    if (chosen.size === 0) return []
    return pipeline.stages.flatMap((stage) => stage.applications.filter((card) => chosen.has(card.id)).map((card): SelectedCard => ({ card, stage })))
  }, [pipeline, chosen])

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
