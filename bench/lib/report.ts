/** One line of a bench's verdict: a measured figure against its target. */
export interface Check {
  name: string
  measured: string
  target: string
  met: boolean
}

/** Prints a fixed-width table; columns grow to fit the widest cell. */
export function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()
  console.log(line(headers))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}

export function printChecks(checks: Check[]): void {
  printTable(
    ['check', 'measured', 'target', 'result'],
    checks.map((check) => [check.name, check.measured, check.target, check.met ? 'met' : 'MISSED']),
  )
}

export const formatRate = (value: number): string => `${Math.round(value).toLocaleString('en-US')} req/s`
export const formatMs = (value: number): string => `${value.toFixed(value < 10 ? 1 : 0)} ms`

/** The bench's last line: all met, or how many missed, failing the run unless it only explores. */
export function reportVerdict(checks: readonly Check[], explore: boolean): void {
  const missed = checks.filter((check) => !check.met).length
  if (missed === 0) {
    console.log('\nAll targets met')
    return
  }
  console.log(`\n${missed} target(s) missed${explore ? ' (--explore: exit 0)' : ''}:`)
  for (const check of checks.filter((each) => !each.met)) console.log(`  ${check.name}: ${check.measured} (target ${check.target})`)
  if (!explore) process.exitCode = 1
}

/** The value at quantile `q` (0–1) of timings sorted ascending; NaN when there are none. */
export const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN

export interface LatencySummary {
  p50: number
  p95: number
  max: number
}

/** p50, p95 and max of request timings (NaN when there are none). */
export function latencySummary(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN }
}
