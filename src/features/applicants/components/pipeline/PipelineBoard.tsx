import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd'
import { VisuallyHidden } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Card, Pipeline } from '@common/pipeline'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { moveApplication, useBulkApplications } from '../../api/applicant-mutations'
import { applicantKeys } from '../../api/applicants'
import { pipelineKeys } from '../../api/pipeline'
import { HireDialog } from '../HireDialog'
import { RejectDialog, type RejectChoice } from '../RejectDialog'
import { useHireFlow } from '../use-hire-flow'
import { useRejectFlow } from '../use-reject-flow'
import { BoardColumn } from './BoardColumn'
import classes from './Board.module.css'
import { announcements, findCard, movedCards, visibleCards, type BoardStage } from './pipeline-moves'
import { SelectionBar } from './SelectionBar'
import { useBoardSelection } from './use-board-selection'

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
 *
 * Cards can be chosen (a box on each, one per column for all it shows): the bar under the board
 * moves or rejects them together in one all-or-nothing request, and a chosen card dragged
 * carries the others with it. After either the board is fetched again and the choice emptied.
 */
export function PipelineBoard({ jobId, jobTitle, pipeline, filter, canEdit, reasons }: PipelineBoardProps) {
  const queryClient = useQueryClient()
  const movingByKeyboard = useRef(false)
  const region = useRef<HTMLDivElement>(null)
  const rejection = useRejectFlow<Card>((card, reason) => `${card.applicant.name}: ${reason}`)
  const selection = useBoardSelection(pipeline, filter)
  const hiring = useHireFlow(selection.clear)
  const bulk = useBulkApplications()
  const [barError, setBarError] = useState<string | null>(null)
  const [rejectingSeveral, setRejectingSeveral] = useState(false)
  const [rejectError, setRejectError] = useState<string | null>(null)
  // What the board last said of the chosen cards, for screen readers (the bar shows the count).
  const [outcome, setOutcome] = useState('')
  const chosenCount = selection.selected.length
  const status = chosenCount > 0 ? `${chosenCount} selected` : outcome
  const columns = pipeline.stages.map((stage) => ({
    stage,
    cards: visibleCards(stage, filter),
  }))
  const filtered = filter.trim() !== ''

  const nameOf = (draggableId: string) => findCard(pipeline, Number(draggableId))?.card.applicant.name ?? 'The applicant'
  const column = (droppableId: string) => columns.find(({ stage }) => String(stage.id) === droppableId)
  /** The cards a drag moves: the chosen ones when the dragged card is one of several chosen, the dragged card first. */
  const carried = (draggableId: string) => {
    const cardId = Number(draggableId)
    if (!selection.ids.has(cardId) || chosenCount < 2) return [{ id: cardId, name: nameOf(draggableId) }]
    const others = selection.selected.filter(({ card }) => card.id !== cardId)
    return [{ id: cardId, name: nameOf(draggableId) }, ...others.map(({ card }) => ({ id: card.id, name: card.applicant.name }))]
  }

  // Once the bar goes (its cards moved or rejected) the focus it held would fall to the page's
  // start: it stays on the board instead.
  const hadChosen = useRef(false)
  useEffect(() => {
    if (hadChosen.current && chosenCount === 0 && document.activeElement === document.body) region.current?.focus()
    hadChosen.current = chosenCount > 0
  }, [chosenCount])

  // Stable, as the memoised cards it is handed need; a changed choice sets the last refusal aside.
  const { choose } = selection
  const onChoose = useCallback(
    (cardIds: readonly number[], on: boolean) => {
      setBarError(null)
      // Said only once the last chosen card is unchosen.
      setOutcome('None selected')
      choose(cardIds, on)
    },
    [choose],
  )

  function clearSelection() {
    setBarError(null)
    selection.clear()
    setOutcome('Selection cleared')
  }

  /** After a bulk action: the server's board is fetched (by the mutation), and the choice emptied. */
  function finish(title: string, said: string) {
    notify({ color: 'teal', title, message: plural(chosenCount, 'applicant'), autoClose: 2500 })
    selection.clear()
    setOutcome(said)
  }

  async function moveSelected(stage: BoardStage) {
    if (stage.kind === 'hired' && hiring.canHire) {
      hiring.start(selection.selected.map(({ card }) => ({ id: card.id, name: card.applicant.name, job: { id: jobId, title: jobTitle } })))
      return
    }
    setBarError(null)
    try {
      await bulk.mutateAsync({ ids: selection.selected.map(({ card }) => card.id), action: 'move', stage_id: stage.id })
    } catch (failure) {
      setBarError(failureText(failure))
      return
    }
    finish(`Moved to ${stage.name}`, `${plural(chosenCount, 'applicant')} moved to ${stage.name}.`)
  }

  async function rejectSelected({ reason, email }: RejectChoice) {
    setRejectError(null)
    try {
      await bulk.mutateAsync({ ids: selection.selected.map(({ card }) => card.id), action: 'reject', reason, email })
    } catch (failure) {
      setRejectError(failureText(failure))
      return
    }
    setRejectingSeveral(false)
    finish('Rejected', `${plural(chosenCount, 'applicant')} rejected: ${reason}.`)
  }

  function onDragStart(start: DragStart, provided: ResponderProvided) {
    movingByKeyboard.current = start.mode === 'SNAP'
    const from = column(start.source.droppableId)
    const others = carried(start.draggableId).length - 1
    if (from) provided.announce(announcements.lifted(nameOf(start.draggableId), from.stage.name, start.source.index + 1, from.cards.length, others))
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
    const moving = carried(result.draggableId)
    if (to.stage.kind === 'hired' && hiring.canHire) {
      provided.announce(announcements.hireAsked(name, from.stage.name))
      hiring.start(moving.map((card) => ({ ...card, job: { id: jobId, title: jobTitle } })))
      return
    }
    provided.announce(announcements.dropped(name, to.stage.name, moving.length - 1))
    void move(moving, from.stage.id, from.stage.name, to.stage.id, to.stage.name)
  }

  /** Moves the dragged card (first) and those it carries, shown moved at once and put back when the server refuses. */
  async function move(moving: readonly { id: number; name: string }[], fromStageId: number, fromName: string, stageId: number, stageName: string) {
    const [dragged] = moving
    if (!dragged) return
    const key = pipelineKeys.board(jobId)
    await queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<Pipeline>(key)
    const byKeyboard = movingByKeyboard.current
    const ids = moving.map((card) => card.id)
    if (before) queryClient.setQueryData(key, movedCards(before, ids, stageId, new Date().toISOString()))
    if (byKeyboard) focusHandle(dragged.id, stageId)
    try {
      if (moving.length === 1) await moveApplication(dragged.id, stageId)
      else await bulk.mutateAsync({ ids, action: 'move', stage_id: stageId })
    } catch (failure) {
      if (before) queryClient.setQueryData(key, before)
      if (byKeyboard) focusHandle(dragged.id, fromStageId)
      notify({
        color: 'red',
        title: moving.length === 1 ? announcements.failed(dragged.name, fromName) : announcements.failedSeveral(dragged.name, moving.length - 1),
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
      message: moving.length === 1 ? dragged.name : plural(moving.length, 'applicant'),
      autoClose: 2500,
    })
    if (moving.length > 1) selection.clear()
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.all })
  }

  return (
    <div ref={region} tabIndex={-1} className={classes.region}>
      <DragDropContext dragHandleUsageInstructions={announcements.instructions} onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd}>
        <ScrollingFrame>
          {columns.map(({ stage, cards }) => (
            <BoardColumn
              key={stage.id}
              stage={stage}
              cards={cards}
              filtered={filtered}
              canEdit={canEdit}
              selectedIds={selection.ids}
              onChoose={onChoose}
              onReject={rejection.start}
            />
          ))}
        </ScrollingFrame>
      </DragDropContext>
      {canEdit && chosenCount > 0 && (
        <SelectionBar
          selected={selection.selected}
          stages={pipeline.stages}
          moving={bulk.isPending && !rejectingSeveral}
          error={barError}
          onMove={(stage) => void moveSelected(stage)}
          onReject={() => {
            setRejectError(null)
            setRejectingSeveral(true)
          }}
          onClear={clearSelection}
        />
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      <RejectDialog
        name={rejection.rejecting?.applicant.name ?? null}
        reasons={reasons}
        mail={{ hasEmail: rejection.rejecting?.applicant.has_email ?? false, applicationId: rejection.rejecting?.id }}
        {...rejection.dialog}
      />
      <RejectDialog
        name={rejectingSeveral ? plural(chosenCount, 'applicant') : null}
        reasons={reasons}
        withNote={false}
        mail={{ hasEmail: selection.selected.some(({ card }) => card.applicant.has_email), applicationId: selection.selected[0]?.card.id }}
        busy={bulk.isPending}
        error={rejectError}
        onConfirm={(choice) => void rejectSelected(choice)}
        onCancel={() => !bulk.isPending && setRejectingSeveral(false)}
      />
      <HireDialog {...hiring.dialog} />
    </div>
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
