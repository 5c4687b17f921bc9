import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import type { Card, Pipeline } from '@common/pipeline'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { moveApplication } from '../../api/applicant-mutations'
import { applicantKeys } from '../../api/applicants'
import { pipelineKeys } from '../../api/pipeline'
import { HireDialog } from '../HireDialog'
import { RejectDialog } from '../RejectDialog'
import { useHireFlow } from '../use-hire-flow'
import { useRejectFlow } from '../use-reject-flow'
import { BoardColumn } from './BoardColumn'
import classes from './Board.module.css'
import { announcements, findCard, movedCard, visibleCards } from './pipeline-moves'

interface PipelineBoardProps {
  jobId: number
  /** The job's title, said in the hire dialog. */
  jobTitle: string
  pipeline: Pipeline
  filter: string
  canEdit: boolean
  reasons: readonly string[]
}

/**
 * A job's board: a column per stage. A card moves by pointer or keyboard (Space to pick up,
 * arrows, Space again to drop), shown moved at once and put back with a notice when the
 * server refuses; each step is announced to screen readers. A card dropped on the hired stage
 * stays where it was until the hire dialog is confirmed (then the board is fetched again).
 */
export function PipelineBoard({ jobId, jobTitle, pipeline, filter, canEdit, reasons }: PipelineBoardProps) {
  const queryClient = useQueryClient()
  const movingByKeyboard = useRef(false)
  const rejection = useRejectFlow<Card>((card, reason) => `${card.applicant.name}: ${reason}`)
  const hiring = useHireFlow()
  const columns = pipeline.stages.map((stage) => ({
    stage,
    cards: visibleCards(stage, filter),
  }))
  const filtered = filter.trim() !== ''

  const nameOf = (draggableId: string) => findCard(pipeline, Number(draggableId))?.card.applicant.name ?? 'The applicant'
  const column = (droppableId: string) => columns.find(({ stage }) => String(stage.id) === droppableId)

  function onDragStart(start: DragStart, provided: ResponderProvided) {
    movingByKeyboard.current = start.mode === 'SNAP'
    const from = column(start.source.droppableId)
    if (from) provided.announce(announcements.lifted(nameOf(start.draggableId), from.stage.name, start.source.index + 1, from.cards.length))
  }

  function onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
    const name = nameOf(update.draggableId)
    const to = update.destination && column(update.destination.droppableId)
    if (!update.destination || !to) {
      provided.announce(announcements.outside(name))
      return
    }
    provided.announce(
      update.destination.droppableId === update.source.droppableId
        ? announcements.overOwnStage(name, to.stage.name)
        : announcements.over(name, to.stage.name, to.stage.applications.length),
    )
  }

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const name = nameOf(result.draggableId)
    const from = column(result.source.droppableId)
    const to = result.destination && column(result.destination.droppableId)
    if (!result.destination || !to || !from) {
      if (from) provided.announce(announcements.cancelled(name, from.stage.name))
      return
    }
    if (to.stage.id === from.stage.id) {
      provided.announce(announcements.sameStage(name, from.stage.name))
      return
    }
    if (to.stage.kind === 'hired' && hiring.canHire) {
      provided.announce(announcements.hireAsked(name, from.stage.name))
      hiring.start([{ id: Number(result.draggableId), name, job: { id: jobId, title: jobTitle } }])
      return
    }
    provided.announce(announcements.dropped(name, to.stage.name))
    void move(Number(result.draggableId), name, from.stage.id, from.stage.name, to.stage.id, to.stage.name)
  }

  async function move(cardId: number, name: string, fromStageId: number, fromName: string, stageId: number, stageName: string) {
    const key = pipelineKeys.board(jobId)
    await queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<Pipeline>(key)
    const byKeyboard = movingByKeyboard.current
    if (before) queryClient.setQueryData(key, movedCard(before, cardId, stageId, new Date().toISOString()))
    if (byKeyboard) focusHandle(cardId, stageId)
    try {
      await moveApplication(cardId, stageId)
    } catch (failure) {
      if (before) queryClient.setQueryData(key, before)
      if (byKeyboard) focusHandle(cardId, fromStageId)
      notify({
        color: 'red',
        title: announcements.failed(name, fromName),
        message: failureText(failure),
        autoClose: false,
      })
      return
    } finally {
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all })
    }
    notify({
      color: 'teal',
      title: `Moved to ${stageName}`,
      message: name,
      autoClose: 2500,
    })
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.all })
  }

  return (
    <>
      <DragDropContext dragHandleUsageInstructions={announcements.instructions} onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd}>
        <ScrollingFrame>
          {columns.map(({ stage, cards }) => (
            <BoardColumn
              key={stage.id}
              stage={stage}
              cards={cards}
              filtered={filtered}
              canEdit={canEdit}
              onReject={rejection.start}
            />
          ))}
        </ScrollingFrame>
      </DragDropContext>
      <RejectDialog
        name={rejection.rejecting?.applicant.name ?? null}
        reasons={reasons}
        {...rejection.dialog}
      />
      <HireDialog {...hiring.dialog} />
    </>
  )
}

/**
 * The board's columns side by side, scrolling sideways inside the page when they do not fit:
 * the frame marks which edges have columns beyond them (`data-more-before`, `data-more-after`,
 * in reading order, so right-to-left too), and those edges fade.
 */
function ScrollingFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  const board = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const scroller = board.current
    const edges = frame.current
    if (!scroller || !edges) return
    const mark = () => {
      // Right to left, scrollLeft runs from 0 down to negative values: its size is the distance from the start.
      const scrolled = Math.abs(scroller.scrollLeft)
      edges.toggleAttribute('data-more-before', scrolled > 1)
      edges.toggleAttribute('data-more-after', scrolled + scroller.clientWidth < scroller.scrollWidth - 1)
    }
    mark()
    scroller.addEventListener('scroll', mark, { passive: true })
    const resized = new ResizeObserver(mark)
    resized.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', mark)
      resized.disconnect()
    }
  }, [])
  return (
    <div ref={frame} className={classes.frame}>
      <div ref={board} className={classes.board}>
        {children}
      </div>
    </div>
  )
}

/** Frames to wait for a moved card to show in its column before giving up on its focus. */
const FOCUS_FRAMES = 10

/**
 * Gives the focus back to a card moved with the keyboard, so the next key moves it on: dropped in
 * another column it is a new element there (and first, so that column scrolls back to its top,
 * where the virtual list renders it on a later frame).
 */
function focusHandle(cardId: number, stageId: number, framesLeft = FOCUS_FRAMES): void {
  requestAnimationFrame(() => {
    const column = document.querySelector<HTMLElement>(`[data-rfd-droppable-id="${stageId}"]`)
    const handle = column?.querySelector<HTMLElement>(`[data-rfd-drag-handle-draggable-id="${cardId}"]`)
    if (handle) {
      handle.focus()
      return
    }
    if (column && framesLeft === FOCUS_FRAMES) column.scrollTop = 0
    if (framesLeft > 0) focusHandle(cardId, stageId, framesLeft - 1)
  })
}
