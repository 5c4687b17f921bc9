import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Long work on the event loop that gives way to other requests every `budgetMs` of its own time,
 * rather than every N items: an item's cost varies (a cold row, a chunk of odd CSV), and a fixed
 * count either yields far too often or holds the loop far too long (issue 29).
 */
export class TurnBudget {
  #since = performance.now()

  constructor(private readonly budgetMs: number) {}

  /** Waits for a later turn of the event loop (setImmediate, after the sockets are read) once the budget is spent. */
  async spend(): Promise<void> {
    if (performance.now() - this.#since >= this.budgetMs) await this.yield()
  }

  /** Waits for a later turn of the event loop now: before a database statement, which on the embedded database runs in this turn. */
  async yield(): Promise<void> {
    await nextTurn()
    this.#since = performance.now()
  }
}
