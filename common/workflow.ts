import type { PermissionMap } from './permissions'

/**
 * What requisitions' and offers' state machines share (contract sections 10 and 17): one table
 * giving, for each action, the statuses it may start from, where it leads and the kinds of
 * caller who may take it; from it, the actions a caller may take now and the 409's message when
 * the status forbids one. Each workflow names its own statuses, actions and kinds of caller.
 * Pure: no I/O, no dates.
 */

export interface WorkflowTransition<Status extends string, Kind extends string> {
  from: readonly Status[]
  /** A status, the status it starts from (`same`), or the record's end (`deleted`). */
  to: Status | 'same' | 'deleted'
  by: readonly Kind[]
  /** "submitted", for "it can no longer be submitted". */
  verb: string
}

/** The signed-in user as a workflow sees them (the session's user and permissions). */
export interface WorkflowViewer {
  id: number
  is_owner: boolean
  permissions: PermissionMap
}

export interface Workflow<Status extends string, Action extends string, Kind extends string> {
  /** "offer", for "This offer is sent". */
  noun: string
  /** Every action, in the order the app offers them. */
  actions: readonly Action[]
  transitions: Record<Action, WorkflowTransition<Status, Kind>>
  /** "a draft", for "This offer is a draft". */
  statusWords: Record<Status, string>
  /**
   * How far along a status is, and in which stage an action belongs: an action of an earlier
   * stage "can no longer" happen, of a later one it "cannot yet". `finalStage` ends the record.
   */
  stage: Record<Status, number>
  actionStage: Record<Action, number>
  finalStage: number
}

export function workflowRules<Status extends string, Action extends string, Kind extends string>(workflow: Workflow<Status, Action, Kind>) {
  /** True when the action may start from this status, whoever asks. */
  function statusAllows(status: Status, action: Action): boolean {
    return workflow.transitions[action].from.includes(status)
  }

  /** True when one of the caller's kinds may take the action (whatever the status). */
  function callerMay(kinds: ReadonlySet<Kind>, action: Action): boolean {
    return workflow.transitions[action].by.some((kind) => kinds.has(kind))
  }

  /** The actions a caller of these kinds may take from this status, in the table's order. */
  function actionsFor(status: Status, kinds: ReadonlySet<Kind>): Action[] {
    return workflow.actions.filter((action) => statusAllows(status, action) && callerMay(kinds, action))
  }

  /** The 409's message when the status does not allow the action, naming the status, or null when it does. */
  function transitionRefusal(status: Status, action: Action): string | null {
    if (statusAllows(status, action)) return null
    const stage = workflow.stage[status]
    const final = stage === workflow.finalStage
    const when = final || stage > workflow.actionStage[action] ? 'can no longer' : 'cannot'
    const suffix = !final && stage < workflow.actionStage[action] ? ' yet' : ''
    return `This ${workflow.noun} is ${workflow.statusWords[status]}; it ${when} be ${workflow.transitions[action].verb}${suffix}`
  }

  return { statusAllows, callerMay, actionsFor, transitionRefusal }
}
