import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/errors'
import { readImportFile } from './import'
import { valuesOf, type CheckedRow } from './import-file'

const csv = (text: string) => new Blob([text], { type: 'text/csv' })

/** The refusal `readImportFile` throws for `file`, as a client reads it. */
async function refusal(file: Blob): Promise<{ status: number; message: string; errors?: unknown }> {
  const error = await readImportFile(file).catch((thrown: unknown) => thrown)
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return { status: error.status, message: error.message, errors: error.errors }
}

describe('readImportFile (the file checked in a worker thread)', () => {
  it('answers each row checked: its fields, its own problems, and a work email twice in the file', async () => {
    const file = await readImportFile(
      csv(
        [
          'Name,Work_Email,Manager_Email,Start_Date,Status',
          'Ada Lovelace, ADA@example.test ,,2027-01-04,active',
          'Bob Stone,bob@example.test,ada@example.test,not a date,',
          'Ada Again,ada@example.test,ada@example.test,,',
        ].join('\n'),
      ),
    )
    expect(file.columns).toEqual(['name', 'work_email', 'manager_email', 'start_date', 'status'])
    expect(file.rows.map(({ row, workEmail, managerEmail, ok }) => ({ row, workEmail, managerEmail, ok }))).toEqual([
      { row: 1, workEmail: 'ada@example.test', managerEmail: null, ok: true },
      { row: 2, workEmail: 'bob@example.test', managerEmail: 'ada@example.test', ok: false },
      { row: 3, workEmail: 'ada@example.test', managerEmail: 'ada@example.test', ok: false },
    ])
    expect(valuesOf(file.rows[0] as CheckedRow)).toMatchObject({ name: 'Ada Lovelace', workEmail: 'ada@example.test', startDate: '2027-01-04', status: 'active' })
    expect([...new Set(file.errors.map(({ row, field }) => `${row} ${field}`))]).toEqual(['2 start_date', '3 work_email', '3 manager_email'])
  })

  it('refuses a file that is not UTF-8 text (415) or not CSV (422, on the file field)', async () => {
    expect(await refusal(new Blob([new Uint8Array([0x6e, 0x61, 0x00, 0x6d])]))).toMatchObject({ status: 415, message: 'Upload a CSV text file; this file is not text' })
    expect(await refusal(new Blob([new Uint8Array([0x6e, 0xff, 0xfe, 0x6d])]))).toMatchObject({ status: 415, message: 'Upload a CSV saved as UTF-8 text' })
    const broken = await refusal(csv('name,work_email\n"Ada,ada@example.test\n'))
    expect(broken.status).toBe(422)
    expect(broken.message).toMatch(/^The file is not readable as CSV: /)
    expect(await refusal(csv('name,email\nAda,ada@example.test\n'))).toEqual({
      status: 422,
      message: 'The header row has no work_email column',
      errors: { file: ['The header row has no work_email column'] },
    })
  })
})
