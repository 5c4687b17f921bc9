import { DrizzleQueryError } from 'drizzle-orm/errors'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
export type LogFields = Record<string, unknown>

export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

// A safety net: call sites never pass secrets, and these keys are blanked if one slips through.
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie/i

const SQLSTATE = /^[0-9A-Z]{5}$/

/**
 * An error that came from the database, or wraps one, as `{ name, code }`: its SQLSTATE and
 * nothing it says. Drizzle's message holds the statement's parameters (a sign-up's email and
 * password hash) and PostgreSQL's often quotes the value it refused; undefined for other errors.
 */
export function databaseErrorKind(error: Error): { name: string; code?: string } | undefined {
  let fromDatabase = false
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof DrizzleQueryError) fromDatabase = true
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && SQLSTATE.test(code)) return { name: current.constructor.name, code }
  }
  return fromDatabase ? { name: DrizzleQueryError.name } : undefined
}

function loggedError(error: Error): LogFields {
  return databaseErrorKind(error) ?? { name: error.name, message: error.message, stack: error.stack }
}

function redact(fields: LogFields): LogFields {
  const safe: LogFields = {}
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET_KEY.test(key)) safe[key] = '[redacted]'
    else if (value instanceof Error) safe[key] = loggedError(value)
    else safe[key] = value
  }
  return safe
}

/** Structured logs: one JSON object per line, e.g. `{"time":…,"level":"info","msg":"request",…}`. */
export function createLogger(level: LogLevel = 'info', write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const threshold = RANK[level]
  const log = (entryLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: LogFields) => {
    if (RANK[entryLevel] < threshold) return
    const entry = { time: new Date().toISOString(), level: entryLevel, msg: message, ...(fields ? redact(fields) : {}) }
    write(`${JSON.stringify(entry)}\n`)
  }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
