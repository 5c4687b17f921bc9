import type { Logger } from '../logger'

/**
 * Work that outlives its request (sending a mail). Shutdown drains it, so nothing started is
 * lost; tests drain it to see the mail.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>()

  constructor(private readonly logger: Logger) {}

  run(description: string, work: () => Promise<unknown>): void {
    const task = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`${description} failed`, { error }),
      )
      .finally(() => this.#pending.delete(task))
    this.#pending.add(task)
  }

  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending)
  }
}
