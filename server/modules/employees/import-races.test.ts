import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyScope } from '../../db/company-scope'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../lib/errors'
import { createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { importEmployees } from './import'
import { checkImportRecords, type ImportFile } from './import-file'

const server = useTestServer()

let team: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  team = await createAccount(server.db, { companyName: 'Racing Imports', subscription: { plan: 'business' } })
})

/**
 * The company's scope with a pause before each of the import's transactions but its first: there
 * the test sends its own requests, as another user's would arrive between two batches. Which
 * transaction comes first differs with the code (a claim, or the first batch); every later one
 * is after the import's checks.
 */
class PausingScope extends CompanyScope {
  #transactions = 0

  constructor(
    db: Database,
    companyId: number,
    private readonly meanwhile: () => Promise<void>,
  ) {
    super(db, companyId)
  }

  override async transaction<R>(work: (scope: CompanyScope) => Promise<R>): Promise<R> {
    if ((this.#transactions += 1) > 1) await this.meanwhile()
    return super.transaction(work)
  }
}

async function hire(name: string, fields: Record<string, unknown> = {}) {
  const response = await server.post('employees', { name, work_email: `${name.toLowerCase().replace(/\W+/g, '.')}@race.test`, ...fields }, { token: team.token })
  expect(response.status).toBe(201)
  return response.body as { id: number; work_email: string }
}

const managerOf = async (id: number) => ((await server.get(`employees/${id}`, { token: team.token })).body as { manager: { id: number } | null }).manager?.id ?? null

const actor = () => ({ id: team.user.id, name: 'Racing Owner' })

/** The file's records as the import's worker thread answers them: these tests take the database's side. */
function checked(records: string[][]): ImportFile {
  const file = checkImportRecords(records)
  if ('refused' in file) throw new Error(file.refused.message)
  return file
}

describe('an import and other requests at the same time', () => {
  it('refuses a manager change that would close a loop with the import’s managers, made between its check and its writes', async () => {
    const xavier = await hire('Xavier Early')
    const yara = await hire('Yara Early')
    const answers: number[] = []
    // Between the import's batches, Yara is given Xavier as manager: no loop yet, Xavier has none.
    const scope = new PausingScope(server.db, team.company.id, async () => {
      answers.push((await server.patch(`employees/${yara.id}`, { manager_id: xavier.id }, { token: team.token })).status)
    })
    const records = [
      ['name', 'work_email', 'manager_email'],
      ['Nina New', 'nina.new@race.test', ''],
      ['Xavier Early', xavier.work_email, yara.work_email],
    ]
    expect(await importEmployees(scope, checked(records), server.clock.now(), actor())).toEqual({ created: 1, updated: 1 })

    expect(answers.length).toBeGreaterThan(0)
    expect(answers.every((status) => status === 409)).toBe(true)
    const refused = await server.patch(`employees/${yara.id}`, { manager_id: xavier.id }, { token: team.token })
    // Once the import has set Xavier's manager to Yara, the same change is the loop it always was.
    expect(refused.status).toBe(422)
    expect(await managerOf(xavier.id)).toBe(yara.id)
    expect(await managerOf(yara.id)).toBeNull()
  })

  it('takes back a failed import even when someone was meanwhile put under a person it created', async () => {
    const zoe = await hire('Zoe Early')
    const answers: number[] = []
    const scope = new PausingScope(server.db, team.company.id, async () => {
      const [created] = (await server.get('employees?q=olga', { token: team.token })).body.data as { id: number }[]
      if (!created) return
      answers.push((await server.patch(`employees/${zoe.id}`, { manager_id: created.id }, { token: team.token })).status)
      answers.push((await server.post('employees', { name: 'Pia Later', work_email: `pia${answers.length}@race.test`, manager_id: created.id }, { token: team.token })).status)
    })
    // Olga is inserted first; setting Late Report's manager, once every row has its id, fails.
    await server.db.execute(sql`
      CREATE FUNCTION race_import_fails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.work_email = 'late.report@race.test' AND NEW.manager_id IS NOT NULL THEN RAISE unique_violation USING MESSAGE = 'taken meanwhile'; END IF;
        RETURN NEW;
      END $$`)
    await server.db.execute(sql`CREATE TRIGGER race_import_fails BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION race_import_fails()`)
    try {
      const records = [
        ['name', 'work_email', 'manager_email'],
        ['Olga Imported', 'olga.imported@race.test', ''],
        ['Late Report', 'late.report@race.test', 'quinn.boss@race.test'],
        ['Quinn Boss', 'quinn.boss@race.test', ''],
      ]
      // The batch's own failure (answered 409), not one of the undo's.
      expect(isUniqueViolation(await importEmployees(scope, checked(records), server.clock.now(), actor()).catch((error: unknown) => error))).toBe(true)
    } finally {
      await server.db.execute(sql`DROP TRIGGER race_import_fails ON employees`)
      await server.db.execute(sql`DROP FUNCTION race_import_fails()`)
    }

    expect(answers.length).toBeGreaterThan(0)
    expect(answers.every((status) => status === 409)).toBe(true)
    const names = ((await server.get('employees?per_page=100', { token: team.token })).body.data as { name: string }[]).map((person) => person.name)
    expect(names).not.toContain('Olga Imported')
    expect(names).not.toContain('Pia Later')
    expect(await managerOf(zoe.id)).toBeNull()
    // The tree is free again once the import has ended, failed or not.
    const boss = await hire('Boss After')
    expect((await server.patch(`employees/${zoe.id}`, { manager_id: boss.id }, { token: team.token })).status).toBe(200)
  })

  it('takes back a failed import whose created people gained a report behind its back, leaving that person without a manager', async () => {
    const walt = await hire('Walt Early')
    // A write that skips the claim (a process whose view of it lapsed) puts Walt under the first person imported.
    const scope = new PausingScope(server.db, team.company.id, async () => {
      await server.db.execute(sql`
        UPDATE employees SET manager_id = (SELECT id FROM employees WHERE work_email = 'vera.imported@race.test' AND company_id = ${team.company.id})
        WHERE id = ${walt.id} AND EXISTS (SELECT 1 FROM employees WHERE work_email = 'vera.imported@race.test')`)
    })
    await server.db.execute(sql`
      CREATE FUNCTION lapse_import_fails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.work_email = 'late.lapse@race.test' AND NEW.manager_id IS NOT NULL THEN RAISE unique_violation USING MESSAGE = 'taken meanwhile'; END IF;
        RETURN NEW;
      END $$`)
    await server.db.execute(sql`CREATE TRIGGER lapse_import_fails BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION lapse_import_fails()`)
    try {
      const records = [
        ['name', 'work_email', 'manager_email'],
        ['Vera Imported', 'vera.imported@race.test', ''],
        ['Late Lapse', 'late.lapse@race.test', 'uma.boss@race.test'],
        ['Uma Boss', 'uma.boss@race.test', ''],
      ]
      // The batch's own failure (answered 409), not one of the undo's.
      expect(isUniqueViolation(await importEmployees(scope, checked(records), server.clock.now(), actor()).catch((error: unknown) => error))).toBe(true)
    } finally {
      await server.db.execute(sql`DROP TRIGGER lapse_import_fails ON employees`)
      await server.db.execute(sql`DROP FUNCTION lapse_import_fails()`)
    }
    const names = ((await server.get('employees?per_page=100', { token: team.token })).body.data as { name: string }[]).map((person) => person.name)
    expect(names).not.toContain('Vera Imported')
    expect(await managerOf(walt.id)).toBeNull()
  })

  it('runs one import at a time per company: a second one while the first runs is a 409', async () => {
    const answers: { status: number; message: string }[] = []
    const scope = new PausingScope(server.db, team.company.id, async () => {
      const form = new FormData()
      form.append('file', new Blob(['name,work_email\nSecond Import,second@race.test\n'], { type: 'text/csv' }), 'people.csv')
      const response = await server.fetch('/backend/api/employees/import', { method: 'POST', body: form, headers: { authorization: `Bearer ${team.token}` } })
      answers.push({ status: response.status, message: ((await response.json()) as { message: string }).message })
    })
    const records = [
      ['name', 'work_email'],
      ['First Import', 'first@race.test'],
    ]
    expect(await importEmployees(scope, checked(records), server.clock.now(), actor())).toEqual({ created: 1, updated: 0 })
    expect(answers).toEqual([{ status: 409, message: 'An import of employees is running for your company; try this again once it has finished' }])
  })
})
