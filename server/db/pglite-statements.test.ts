import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keepStatementsPrepared, PREPARED_STATEMENTS_KEPT } from './pglite-statements'

describe('PGlite statements kept prepared', () => {
  let client: PGlite
  /** PGlite's own query, which prepares nothing, to compare against. */
  let unprepared: PGlite['query']

  const preparedTexts = async () =>
    (await unprepared<{ statement: string }>(`select statement from pg_prepared_statements where name like 'staffdesk_%' order by statement`)).rows.map((row) => row.statement)

  beforeAll(async () => {
    client = new PGlite()
    await client.waitReady
    unprepared = client.query.bind(client)
    keepStatementsPrepared(client, () => true)
    await client.exec(`create table people (id serial primary key, name text not null unique, born date, tags text[] not null default '{}')`)
  })

  afterAll(() => client.close())

  it('answers as PGlite does, in both row modes and with the caller’s parsers', async () => {
    await client.query(`insert into people (name, born, tags) values ($1, $2, $3)`, ['Ada', '1815-12-10', ['math', 'poetry']])
    const text = `select id, name, born, tags from people where name = $1`
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: { [types.DATE]: (value: string) => `date ${value}` } }]) {
      const expected = await unprepared(text, ['Ada'], options)
      for (let run = 0; run < 3; run += 1) {
        const answer = await client.query(text, ['Ada'], options)
        expect(answer.rows).toEqual(expected.rows)
        expect(answer.fields).toEqual(expected.fields)
      }
    }
    const inserted = await client.query(`insert into people (name) values ($1), ($2)`, ['Grace', 'Alan'])
    expect(inserted.affectedRows).toBe(2)
  })

  it('prepares each statement text once and sends the same text again by name', async () => {
    const text = `select count(*)::int as people from people where id > $1`
    await client.query(text, [0])
    await client.query(text, [1])
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1)
  })

  it('sends a text search unnamed, to be planned for its words each time', async () => {
    const search = `select id from people where to_tsvector('simple', name) @@ to_tsquery('simple', $1)`
    const pattern = `select id from people where name ILIKE $1`
    expect((await client.query(search, ['grace'])).rows).toHaveLength(1)
    expect((await client.query(pattern, ['%rac%'])).rows).toHaveLength(1)
    expect(await preparedTexts()).not.toEqual(expect.arrayContaining([search]))
    expect(await preparedTexts()).not.toEqual(expect.arrayContaining([pattern]))
  })

  it('fails a statement with PostgreSQL’s error and the query, and runs it again afterwards', async () => {
    const text = `insert into people (name) values ($1)`
    await client.query(text, ['Edsger'])
    const error = await client.query(text, ['Edsger']).catch((failure: unknown) => failure)
    expect(error).toMatchObject({ code: '23505', query: text, params: ['Edsger'] })
    await expect(client.query(text, ['Barbara'])).resolves.toMatchObject({ affectedRows: 1 })
    await expect(client.query(`select nonsense from people where id = $1`, [1])).rejects.toMatchObject({ code: '42703' })
  })

  it('keeps a transaction all or nothing, and a statement prepared in one that rolled back', async () => {
    const text = `insert into people (name) values ($1) returning id`
    await expect(
      client.transaction(async (tx) => {
        await tx.query(text, ['Katherine'])
        await tx.query(text, ['Katherine'])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await client.query(`select id from people where name = $1`, ['Katherine'])).rows).toEqual([])
    await client.transaction((tx) => tx.query(text, ['Katherine']))
    expect((await client.query(`select id from people where name = $1`, ['Katherine'])).rows).toHaveLength(1)
  })

  it('runs a statement sent while a transaction is open after that transaction', async () => {
    let counted: Promise<number> | undefined
    await client.transaction(async (tx) => {
      await tx.query(`insert into people (name) values ($1)`, ['Frances'])
      counted = client.query<{ n: number }>(`select count(*)::int as n from people where name = $1`, ['Linus']).then((answer) => answer.rows[0]?.n ?? -1)
      await sleep(20)
      await tx.query(`insert into people (name) values ($1)`, ['Linus'])
    })
    expect(await counted).toBe(1)
  })

  it('prepares a statement again when its table changed under it', async () => {
    await client.exec(`create table notes (id int)`)
    const text = `select * from notes where id > $1`
    await client.query(text, [0])
    await client.exec(`alter table notes add column body text`)
    await client.exec(`insert into notes values (1, 'kept')`)
    expect((await client.query(text, [0])).rows).toEqual([{ id: 1, body: 'kept' }])
    await client.exec(`alter table notes add column pinned boolean not null default false`)
    // In a transaction the stale statement fails it; the next one is prepared anew.
    await expect(client.transaction((tx) => tx.query(text, [0]))).rejects.toMatchObject({ code: '0A000' })
    expect((await client.query(text, [0])).rows).toEqual([{ id: 1, body: 'kept', pinned: false }])
  })

  it(`keeps at most ${PREPARED_STATEMENTS_KEPT} statements, closing the least recently used`, async () => {
    const first = `select 0 as n where $1::int > 0`
    await client.query(first, [1])
    for (let n = 1; n <= PREPARED_STATEMENTS_KEPT; n += 1) await client.query(`select ${n} as n where $1::int > 0`, [1])
    const kept = await preparedTexts()
    expect(kept.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_KEPT)
    expect(kept).not.toContain(first)
    expect(kept).toContain(`select ${PREPARED_STATEMENTS_KEPT} as n where $1::int > 0`)
    expect((await client.query(first, [1])).rows).toEqual([{ n: 0 }])
  })
})
