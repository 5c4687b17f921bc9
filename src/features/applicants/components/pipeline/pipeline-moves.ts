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
 * The board after a card moved to `toStageId`, placed before the card now at `beforeCardId`
 * (or last); what the user sees at once while the server is asked.
 */
export function movedCard(pipeline: Pipeline, cardId: number, toStageId: number, beforeCardId: number | null, now: string): Pipeline {
  const found = findCard(pipeline, cardId)
  if (!found) return pipeline
  const sameStage = found.stage.id === toStageId
  const card = sameStage ? found.card : { ...found.card, stage_entered_at: now }
  return {
    ...pipeline,
    stages: pipeline.stages.map((stage) => {
      let cards = stage.applications.filter((candidate) => candidate.id !== cardId)
      if (stage.id === toStageId) {
        const at = beforeCardId === null ? -1 : cards.findIndex((candidate) => candidate.id === beforeCardId)
        cards = at === -1 ? [...cards, card] : [...cards.slice(0, at), card, ...cards.slice(at)]
      }
      return cards === stage.applications ? stage : { ...stage, applications: cards }
    }),
  }
}

/** What a screen reader hears while a card is moved with the keyboard or a pointer. */
export const announcements = {
  instructions: 'Press Space to pick up the applicant. Use the arrow keys to move between stages and within a stage, Space again to drop, Escape to cancel.',
  lifted: (name: string, stage: string, position: number, count: number) => `Picked up ${name} in ${stage}, position ${position} of ${count}.`,
  over: (name: string, stage: string, position: number, count: number) => `${name} is over ${stage}, position ${position} of ${count}.`,
  outside: (name: string) => `${name} is not over a stage. Dropping now cancels the move.`,
  dropped: (name: string, stage: string) => `${name} moved to ${stage}.`,
  sameStage: (name: string, stage: string) => `${name} stays in ${stage}.`,
  hireAsked: (name: string, stage: string) => `${name} stays in ${stage} until the hire is confirmed.`,
  cancelled: (name: string, stage: string) => `Move cancelled. ${name} is back in ${stage}.`,
  failed: (name: string, stage: string) => `${name} could not be moved; back in ${stage}.`,
}
