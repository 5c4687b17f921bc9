import { plural } from '@/lib/format'
import type { Card, Pipeline } from '@common/pipeline'

export type BoardStage = Pipeline['stages'][number]

/** The cards of a stage the board's filter lets through: a name or a tag containing the text. */
export function visibleCards(stage: BoardStage, filter: string): Card[] {
  const text = filter.trim().toLowerCase()
  if (!text) return stage.applications
  return stage.applications.filter((card) => card.applicant.name.toLowerCase().includes(text) || card.tags.some((tag) => tag.toLowerCase().includes(text)))
}

export function findCard(pipeline: Pipeline, cardId: number): { card: Card; stage: BoardStage } | null {
  for (const stage of pipeline.stages) {
    const card = stage.applications.find((candidate) => candidate.id === cardId)
    if (card) return { card, stage }
  }
  return null
}

/**
 * The board after a card moved to another stage: first in its new column, where the server's
 * order (the newest in a stage first) keeps it; what the user sees at once while the server is asked.
 */
export function movedCard(pipeline: Pipeline, cardId: number, toStageId: number, now: string): Pipeline {
  const found = findCard(pipeline, cardId)
  if (!found || found.stage.id === toStageId) return pipeline
  const card = { ...found.card, stage_entered_at: now }
  return {
    ...pipeline,
    stages: pipeline.stages.map((stage) => {
      if (stage.id === toStageId) return { ...stage, applications: [card, ...stage.applications] }
      if (stage.id === found.stage.id) return { ...stage, applications: stage.applications.filter((candidate) => candidate.id !== cardId) }
      return stage
    }),
  }
}

/** What a screen reader hears while a card is moved with the keyboard or a pointer. */
export const announcements = {
  instructions: 'Press Space to pick up the applicant. Use the left and right arrow keys to choose a stage, Space again to drop, Escape to cancel.',
  lifted: (name: string, stage: string, position: number, count: number, others = 0) =>
    others > 0
      ? `Picked up ${name} and ${plural(others, 'other chosen applicant')}, from ${stage}, position ${position} of ${count}.`
      : `Picked up ${name} in ${stage}, position ${position} of ${count}.`,
  over: (name: string, stage: string, others: number) => `${name} is over ${stage}, with ${plural(others, 'applicant')}. Dropping puts them first.`,
  overOwnStage: (name: string, stage: string) => `${name} is over ${stage}, where they are now.`,
  outside: (name: string) => `${name} is not over a stage. Dropping now cancels the move.`,
  dropped: (name: string, stage: string, others = 0) => (others > 0 ? `${name} and ${plural(others, 'other applicant')} moved to ${stage}.` : `${name} moved to ${stage}.`),
  sameStage: (name: string, stage: string) => `${name} stays in ${stage}.`,
  hireAsked: (name: string, stage: string) => `${name} stays in ${stage} until the hire is confirmed.`,
  cancelled: (name: string, stage: string) => `Move cancelled. ${name} is back in ${stage}.`,
  failed: (name: string, stage: string) => `${name} could not be moved; back in ${stage}.`,
  failedSeveral: (name: string, others: number) => `${name} and ${plural(others, 'other applicant')} could not be moved; back where they were.`,
}

/** The board after several cards moved to one stage: first there, in the order given. */
export function movedCards(pipeline: Pipeline, cardIds: readonly number[], toStageId: number, now: string): Pipeline {
  return [...cardIds].reverse().reduce((board, cardId) => movedCard(board, cardId, toStageId, now), pipeline)
}
