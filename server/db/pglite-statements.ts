import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'

/**
 * PGlite parses, analyses and plans every statement a query sends, again each time, in six calls
 * into the database: drizzle's driver sends them unnamed. The embedded database runs on the event
 * loop, so every request waits for that. Here each statement text is prepared once under a name
 * and a run binds its values and executes, in one call, with the plan PostgreSQL keeps for it (a
 * row by a unique key: 0.18 → 0.04 ms; a join of three tables: 0.29 → 0.04 ms), as the PostgreSQL
 * server's own drivers do with named statements.
 */

/** Statements kept prepared, the most recently used (about 20 kB each in the database); the rest are closed. */
export const PREPARED_STATEMENTS_KEPT = 200
/** A longer text is a one-off (a bulk insert of many rows), not worth keeping prepared. */
const LONGEST_PREPARED_TEXT = 8_000

/**
 * A text search, which goes unnamed and is planned for its words at each run. PostgreSQL moves a
 * prepared statement to one generic plan after five runs when that looks no costlier, and for a
 * search it guesses wrong: a word's matches among 100,000 applicants within a job took 161 ms
 * instead of 37 (bench:applicants, embedded). Other statements gain most from that generic plan.
 */
const TEXT_SEARCH = /@@|\bi?like\b/i

/** The server forgot the statement, or its cached plan no longer fits the tables (a migration). */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000'])

interface PreparedStatement {
  name: string
  parameterTypes: number[]
  /** What Describe said of the rows, which Execute does not repeat. */
  rowDescription: unknown
}

const { serialize } = protocol

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    all.set(part, offset)
    offset += part.length
  }
  return all
}

/** PGlite adds these to the errors of its own queries; the error normaliser and logs read them. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options })
  return error
}

class StatementCache {
  readonly #client: PGlite
  /** By statement text, in order of last use (a Map keeps insertion order). */
  readonly #statements = new Map<string, PreparedStatement>()
  #named = 0

  constructor(client: PGlite) {
    this.#client = client
  }

  /**
   * What PGlite's `query` answers, for a statement kept prepared. The caller holds the connection.
   * A stale statement is closed; with `retryStale` (outside a transaction: inside one the error
   * has aborted it) it is prepared again and run once more.
   */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retryStale: boolean): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text, options))
    this.#statements.delete(text)
    this.#statements.set(text, statement)
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      const type = statement.parameterTypes[index] as number
      const serializer = options?.serializers?.[type] ?? this.#client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    // One call for Bind, Execute and Sync: PostgreSQL skips to the Sync after an error, and PGlite throws it once all three are done.
    let messages
    try {
      messages = await this.#send(joined([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]))
    } catch (error) {
      if (!(error instanceof Error && STALE_STATEMENT_CODES.has(String((error as { code?: unknown }).code)))) throw withQuery(error, text, params, options)
      await this.#forget(text)
      if (!retryStale) throw withQuery(error, text, params, options)
      return this.run(text, params, options, false)
    }
    const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription as never, ...messages] : messages, this.#client.parsers, options)
    return result as Results<T>
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    const name = `staffdesk_${(this.#named += 1)}`
    let described
    try {
      described = await this.#send(joined([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]))
    } catch (error) {
      throw withQuery(error, text, [], options)
    }
    if (this.#statements.size >= PREPARED_STATEMENTS_KEPT) {
      const [oldest] = this.#statements.keys()
      if (oldest !== undefined) await this.#forget(oldest)
    }
    return { name, parameterTypes: parse.parseDescribeStatementResults(described), rowDescription: described.find((message) => message.name === 'rowDescription') }
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text)
    if (!statement) return
    this.#statements.delete(text)
    await this.#send(joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]))
  }

  #send(message: Uint8Array) {
    return this.#client.execProtocolStream(message, { syncToFs: false })
  }

  /** Whether `text` is worth keeping prepared: not a one-off, a text search or a COPY. */
  static keeps(text: string, options: QueryOptions | undefined): boolean {
    return text.length <= LONGEST_PREPARED_TEXT && !TEXT_SEARCH.test(text) && !options?.blob
  }
}

/**
 * Sends `client`'s queries, in and out of transactions, as named prepared statements, once
 * `started()`. Scripts (`exec`) and one-off texts go as before.
 */
export function keepStatementsPrepared(client: PGlite, started: () => boolean): void {
  const cache = new StatementCache(client)
  const { query, transaction } = client
  const preparedQuery = <T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean) =>
    client.runExclusive(() => cache.run<T>(text, params, options, !inTransaction))
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!started() || !StatementCache.keeps(text, options)) return query.call(client, text, params, options) as Promise<Results<T>>
    // Outside a transaction, a statement waits for any open one to end, as PGlite's own query does.
    const result = await client._runExclusiveTransaction(() => preparedQuery<T>(text, params, options, false))
    // As PGlite's own query does outside a transaction: a file system kept in memory or the browser's storage is written back.
    await client.syncToFs()
    return result
  }
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction.call(client, (tx) => {
      const txQuery = tx.query.bind(tx)
      const prepared: Transaction = Object.create(tx, {
        query: {
          value: <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
            if (tx.closed) throw new Error('Transaction is closed')
            return StatementCache.keeps(text, options) ? preparedQuery<R>(text, params, options, true) : txQuery<R>(text, params, options)
          },
        },
      }) as Transaction
      return callback(prepared)
    }) as Promise<T>
}
