import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

/** A database error as the drivers throw it: a message quoting the value, and its SQLSTATE. */
class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

function logged(fields: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = []
  createLogger('info', (line) => lines.push(line)).error('failed', fields)
  return JSON.parse(lines[0] ?? '{}') as Record<string, unknown>
}

describe('the logger', () => {
  it('writes a database error, or any error wrapping one, as its kind and SQLSTATE, never its message or parameters', () => {
    const cause = new DatabaseError('invalid input syntax for type integer: "dana@example.test"', '22P02')
    const failedQuery = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['dana@example.test', '$argon2id$v=19$secret'], cause)
    const task = new Error('the task failed', { cause: failedQuery })

    for (const error of [cause, failedQuery, task]) {
      const entry = logged({ error })
      expect(entry.error).toEqual({ name: 'DatabaseError', code: '22P02' })
      expect(JSON.stringify(entry)).not.toMatch(/dana@example|argon2|insert into/)
    }
  })

  it('writes a failed query without a SQLSTATE (a dropped connection) as its kind alone', () => {
    const error = new DrizzleQueryError('select * from "users" where "email" = $1', ['dana@example.test'], new Error('Connection terminated'))
    expect(logged({ error }).error).toEqual({ name: 'DrizzleQueryError' })
  })

  it('keeps the message and stack of other errors, which say what went wrong in our code', () => {
    const entry = logged({ error: new TypeError('mailer is not a function') })
    expect(entry.error).toMatchObject({ name: 'TypeError', message: 'mailer is not a function', stack: expect.stringContaining('logger.unit.test.ts') })
  })
})
