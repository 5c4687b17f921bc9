import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })
  other = await createAccount(server.db, { companyName: 'Globex' })
})

const asOwner = () => ({ token: owner.token })

let sequence = 0
const email = (name: string) => `${name}${(sequence += 1)}@acme.test`

async function hire(fields: Record<string, unknown> = {}, token = owner.token) {
  const response = await server.post('employees', { name: 'Ada Lovelace', work_email: email('ada'), ...fields }, { token })
  expect(response.status).toBe(201)
  return response.body
}

function upload(csv: string, query = '', type = 'text/csv', token = owner.token) {
  const form = new FormData()
  form.append('file', new Blob([csv], { type }), 'people.csv')
  return server.fetch(`/backend/api/employees/import${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
}

describe('employees CRUD', () => {
  it('creates an employee with a manager and answers the contract’s shape', async () => {
    const boss = await hire({ name: 'Grace Hopper', job_title: 'CTO' })
    const response = await server.post(
      'employees',
      { name: 'Alan Turing', work_email: ' Alan.T@Acme.test ', job_title: 'Engineer', department: 'Engineering', manager_id: boss.id, start_date: '2026-01-05' },
      asOwner(),
    )
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      name: 'Alan Turing',
      work_email: 'alan.t@acme.test',
      manager: { id: boss.id, name: 'Grace Hopper' },
      status: 'active',
      employment_type: 'full_time',
      start_date: '2026-01-05',
      end_date: null,
      applicant_id: null,
    })
    const read = await server.get(`employees/${response.body.id}`, asOwner())
    expect(read.body).toEqual(response.body)
  })

  it('refuses a taken work email with 409, in any case', async () => {
    const first = await hire()
    const second = await server.post('employees', { name: 'Twin', work_email: first.work_email.toUpperCase() }, asOwner())
    expect(second.status).toBe(409)
    expect(second.body.errors.work_email).toBeDefined()
  })

  it('needs an end date for a terminated employee', async () => {
    const response = await server.post('employees', { name: 'Gone', work_email: email('gone'), status: 'terminated' }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors.end_date).toBeDefined()
    const employee = await hire()
    const patch = await server.patch(`employees/${employee.id}`, { status: 'terminated' }, asOwner())
    expect(patch.status).toBe(422)
    const ok = await server.patch(`employees/${employee.id}`, { status: 'terminated', end_date: '2026-06-30' }, asOwner())
    expect(ok.status).toBe(200)
    expect(ok.body.status).toBe('terminated')
  })

  it('refuses a manager that would make a loop, or one of another company', async () => {
    const top = await hire({ name: 'Top' })
    const middle = await hire({ name: 'Middle', manager_id: top.id })
    const bottom = await hire({ name: 'Bottom', manager_id: middle.id })
    const loop = await server.patch(`employees/${top.id}`, { manager_id: bottom.id }, asOwner())
    expect(loop.status).toBe(422)
    expect(loop.body.errors.manager_id).toBeDefined()
    const self = await server.patch(`employees/${top.id}`, { manager_id: top.id }, asOwner())
    expect(self.status).toBe(422)
    const foreign = await server.post('employees', { name: 'X', work_email: 'x@globex.test' }, { token: other.token })
    const outside = await server.patch(`employees/${bottom.id}`, { manager_id: foreign.body.id }, asOwner())
    expect(outside.status).toBe(422)
    const fine = await server.patch(`employees/${bottom.id}`, { manager_id: top.id }, asOwner())
    expect(fine.body.manager).toEqual({ id: top.id, name: 'Top' })
  })

  it('refuses to delete a manager while people report to them, then deletes', async () => {
    const boss = await hire({ name: 'Boss' })
    const report = await hire({ name: 'Report', manager_id: boss.id })
    expect((await server.delete(`employees/${boss.id}`, asOwner())).status).toBe(409)
    expect((await server.delete(`employees/${report.id}`, asOwner())).status).toBe(204)
    expect((await server.delete(`employees/${boss.id}`, asOwner())).status).toBe(204)
    expect((await server.get(`employees/${boss.id}`, asOwner())).status).toBe(404)
  })

  it('hides another company’s employees as not found', async () => {
    const employee = await hire()
    expect((await server.get(`employees/${employee.id}`, { token: other.token })).status).toBe(404)
    expect((await server.patch(`employees/${employee.id}`, { name: 'Mine' }, { token: other.token })).status).toBe(404)
    expect((await server.delete(`employees/${employee.id}`, { token: other.token })).status).toBe(404)
    expect((await server.get(`employees/${employee.id}/history`, { token: other.token })).status).toBe(404)
  })

  it('keeps a history of title, department, manager and status changes with who made them', async () => {
    const boss = await hire({ name: 'Boss H' })
    const employee = await hire({ job_title: 'Engineer', department: 'Engineering' })
    await server.patch(`employees/${employee.id}`, { job_title: 'Senior Engineer', manager_id: boss.id, status: 'on_leave' }, asOwner())
    const history = await server.get(`employees/${employee.id}/history`, asOwner())
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual(['created', 'edited'])
    expect(history.body.data[1].actor).toEqual({ id: owner.user.id, name: owner.user.name })
    expect(history.body.data[1].changes).toEqual({
      job_title: ['Engineer', 'Senior Engineer'],
      manager: [null, { id: boss.id, name: 'Boss H' }],
      status: ['active', 'on_leave'],
    })
  })

  it('lists with search, filters, sort and paging; an unknown filter value is a 422', async () => {
    const team = await createAccount(server.db, { companyName: 'Listers' })
    const lead = await hire({ name: 'Lena Lead', department: 'Sales', location: 'Berlin' }, team.token)
    await hire({ name: 'Sam Seller', department: 'Sales', location: 'Paris', manager_id: lead.id }, team.token)
    await hire({ name: 'Eve Engineer', department: 'Engineering', location: 'Berlin', status: 'on_leave' }, team.token)
    const all = await server.get('employees?sort=-name', { token: team.token })
    expect(all.body.data.map((row: { name: string }) => row.name)).toEqual(['Sam Seller', 'Lena Lead', 'Eve Engineer'])
    expect(all.body.meta).toEqual({ page: 1, per_page: 25, total: 3 })
    const names = async (query: string) => (await server.get(`employees?${query}`, { token: team.token })).body.data.map((row: { name: string }) => row.name)
    expect(await names('department=Sales')).toEqual(['Lena Lead', 'Sam Seller'])
    expect(await names('location=Berlin&status=on_leave')).toEqual(['Eve Engineer'])
    expect(await names(`manager_id=${lead.id}`)).toEqual(['Sam Seller'])
    expect(await names('q=sell')).toEqual(['Sam Seller'])
    expect(await names('per_page=1&page=2')).toEqual(['Lena Lead'])
    expect((await server.get('employees?status=fired', { token: team.token })).status).toBe(422)
    expect((await server.get('employees?sort=salary', { token: team.token })).status).toBe(422)
  })

  it('draws the org chart from manager links, leaving out those who left', async () => {
    const team = await createAccount(server.db, { companyName: 'Charts' })
    const ceo = await hire({ name: 'Chief', job_title: 'CEO' }, team.token)
    const vp = await hire({ name: 'Vice', job_title: 'VP', manager_id: ceo.id }, team.token)
    // Someone who left is nobody's report; someone on leave still is.
    await hire({ name: 'Gone', job_title: 'Engineer', manager_id: vp.id, status: 'terminated', end_date: '2026-01-31' }, team.token)
    const away = await hire({ name: 'Away', job_title: 'Engineer', manager_id: vp.id, status: 'on_leave' }, team.token)
    const chart = await server.get('employees/org-chart', { token: team.token })
    expect(chart.body).toEqual({
      data: [
        { id: away.id, name: 'Away', job_title: 'Engineer', manager_id: vp.id },
        { id: ceo.id, name: 'Chief', job_title: 'CEO', manager_id: null },
        { id: vp.id, name: 'Vice', job_title: 'VP', manager_id: ceo.id },
      ],
    })
  })

  it('exports the filtered list as CSV with formulas defused', async () => {
    const team = await createAccount(server.db, { companyName: 'Exporters' })
    await hire({ name: '=HYPERLINK("http://evil")', department: 'Ops' }, team.token)
    await hire({ name: 'Plain Person', department: 'Other' }, team.token)
    const response = await server.fetch('/backend/api/employees/export.csv?department=Ops', { headers: { authorization: `Bearer ${team.token}` } })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = await response.text()
    const lines = text.trim().split('\n')
    expect(lines[0]).toContain('Work email')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
  })

  it('answers 403 without the permission', async () => {
    const viewer = await addMember(server.db, owner.company.id, ['employee.view'])
    expect((await server.get('employees', { token: viewer.token })).status).toBe(200)
    expect((await server.post('employees', { name: 'No', work_email: email('no') }, { token: viewer.token })).status).toBe(403)
    const none = await addMember(server.db, owner.company.id, ['job.view'])
    expect((await server.get('employees', { token: none.token })).status).toBe(403)
  })
})

describe('CSV import', () => {
  const HEADER = 'name,work_email,phone,job_title,department,location,employment_type,manager_email,start_date,status'

  it('previews per-row errors (bad dates, unknown manager, duplicates in the file) and imports nothing', async () => {
    const team = await createAccount(server.db, { companyName: 'Importers' })
    const csv = [
      HEADER,
      'Ann Boss,ann@imp.test,,CEO,Exec,Berlin,full_time,,2026-01-01,active',
      'Bob Report,bob@imp.test,,Engineer,Eng,Berlin,full_time,ann@imp.test,2026-02-30,active',
      'Cy Stray,cy@imp.test,,Engineer,Eng,Berlin,full_time,nobody@imp.test,,active',
      'Ann Again,ANN@imp.test,,,,,,,,',
    ].join('\n')
    const preview = await upload(csv, '?dry_run=true', 'text/csv', team.token)
    expect(preview.status).toBe(200)
    const body = await preview.json()
    expect(body.rows).toBe(4)
    expect(body.valid).toBe(1)
    expect(body.errors).toEqual([
      { row: 2, field: 'start_date', message: 'Use a date that exists' },
      { row: 3, field: 'manager_email', message: 'No employee or row of this file has the work email nobody@imp.test' },
      { row: 4, field: 'work_email', message: 'This work email is also on row 1' },
    ])
    const refused = await upload(csv, '', 'text/csv', team.token)
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors).toHaveLength(3)
    expect((await server.get('employees', { token: team.token })).body.meta.total).toBe(0)
  })

  it('imports all rows, managers from the file, then updates on work_email', async () => {
    const team = await createAccount(server.db, { companyName: 'Importers 2' })
    const csv = [
      HEADER,
      'Bob Report,bob@imp2.test,,Engineer,Eng,Berlin,full_time,ann@imp2.test,2026-02-01,active',
      'Ann Boss,ann@imp2.test,,CEO,Exec,Berlin,full_time,,2026-01-01,active',
    ].join('\r\n')
    const created = await upload(csv, '', 'text/csv', team.token)
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ created: 2, updated: 0 })
    const bob = (await server.get('employees?q=bob', { token: team.token })).body.data[0]
    expect(bob).toMatchObject({ job_title: 'Engineer', manager: { name: 'Ann Boss' }, start_date: '2026-02-01' })
    const again = await upload('name,work_email,job_title\nBob Report,BOB@imp2.test,Staff Engineer\n', '', 'text/csv', team.token)
    expect(await again.json()).toEqual({ created: 0, updated: 1 })
    const updated = (await server.get(`employees/${bob.id}`, { token: team.token })).body
    expect(updated).toMatchObject({ job_title: 'Staff Engineer', manager: { name: 'Ann Boss' } })
  })

  it('updates and creates in one import: managers from either, empty status kept, a manager row after its report', async () => {
    const team = await createAccount(server.db, { companyName: 'Importers 3' })
    const first = `${HEADER}\nAnn Boss,ann@imp3.test,,CEO,,,,,,active\nBob Report,bob@imp3.test,,Engineer,,,,ann@imp3.test,,on_leave\n`
    expect(await (await upload(first, '', 'text/csv', team.token)).json()).toEqual({ created: 2, updated: 0 })
    const second = [
      'name,work_email,manager_email,status',
      'Bob Report,bob@imp3.test,cy@imp3.test,',
      'Dee New,dee@imp3.test,eve@imp3.test,active',
      'Ann Boss,ann@imp3.test,,active',
      'Cy New,cy@imp3.test,ann@imp3.test,active',
      'Eve New,eve@imp3.test,,',
    ].join('\n')
    expect(await (await upload(second, '', 'text/csv', team.token)).json()).toEqual({ created: 3, updated: 2 })
    const people = (await server.get('employees?sort=name', { token: team.token })).body.data as { name: string; status: string; job_title: string | null; manager: { name: string } | null }[]
    expect(people.map((person) => [person.name, person.status, person.job_title, person.manager?.name ?? null])).toEqual([
      ['Ann Boss', 'active', 'CEO', null],
      ['Bob Report', 'on_leave', 'Engineer', 'Cy New'],
      ['Cy New', 'active', null, 'Ann Boss'],
      ['Dee New', 'active', null, 'Eve New'],
      ['Eve New', 'active', null, null],
    ])
  })

  it('answers other requests between the batches of a large import', async () => {
    const team = await createAccount(server.db, { companyName: 'Big Import', subscription: { plan: 'business' } })
    // Everyone reports to someone further down the file, so the import writes its rows twice: inserts, then managers.
    const rows = Array.from({ length: 1_000 }, (_, index) => `Person ${index},p${index}@big.test,${index === 999 ? '' : `p${index + 1}@big.test`}`)
    let importing = true
    const imported = upload(['name,work_email,manager_email', ...rows].join('\n'), '', 'text/csv', team.token).finally(() => (importing = false))
    let answeredMeanwhile = 0
    while (importing) {
      // A client asking again a moment later, as requests arrive on a socket: back-to-back calls in-process would keep the event loop from everything else.
      await new Promise((resolve) => setTimeout(resolve, 1))
      const response = await server.get('user', { token: team.token })
      expect(response.status).toBe(200)
      if (importing) answeredMeanwhile += 1
    }
    expect(await (await imported).json()).toEqual({ created: 1000, updated: 0 })
    // One transaction for the whole file answered none while it ran (2, before it began); batches of ~10 ms let one in between each.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(10)
  })

  it('takes back the batches written before one that fails, so the import stays all or nothing', async () => {
    const team = await createAccount(server.db, { companyName: 'Half Import', subscription: { plan: 'business' } })
    const people = Array.from({ length: 60 }, (_, index) => `Person ${index},p${index}@half.test,Engineer`)
    expect(await (await upload(['name,work_email,job_title', ...people].join('\n'), '', 'text/csv', team.token)).json()).toEqual({ created: 60, updated: 0 })
    const before = (await server.get('employees?sort=name&per_page=100', { token: team.token })).body.data
    // The two new people are inserted first, then the 60 updates and their managers are set: setting Late Report's fails.
    await server.db.execute(sql`
      CREATE FUNCTION half_import_fails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.work_email = 'late@half.test' AND NEW.manager_id IS NOT NULL THEN RAISE unique_violation USING MESSAGE = 'taken meanwhile'; END IF;
        RETURN NEW;
      END $$`)
    await server.db.execute(sql`CREATE TRIGGER half_import_fails BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION half_import_fails()`)
    try {
      const csv = ['name,work_email,job_title,manager_email', ...people.map((row) => `${row} Manager,`), 'Late Report,late@half.test,,boss@half.test', 'New Boss,boss@half.test,,'].join('\n')
      const response = await upload(csv, '', 'text/csv', team.token)
      expect(response.status).toBe(409)
    } finally {
      await server.db.execute(sql`DROP TRIGGER half_import_fails ON employees`)
      await server.db.execute(sql`DROP FUNCTION half_import_fails()`)
    }
    const after = (await server.get('employees?sort=name&per_page=100', { token: team.token })).body.data
    expect(after.map((person: { job_title: string }) => person.job_title)).toEqual(before.map((person: { job_title: string }) => person.job_title))
    expect(after).toHaveLength(60)
    const history = (await server.get(`employees/${before[0].id}/history`, { token: team.token })).body.data as { action: string }[]
    expect(history.map((entry) => entry.action)).toEqual(['imported'])
  })

  it('counts a search up to 1,000 matches and says when it stopped; a list without a search is counted exactly', async () => {
    const team = await createAccount(server.db, { companyName: 'Many Engineers', subscription: { plan: 'business' } })
    const rows = Array.from({ length: 1_001 }, (_, index) => `Person ${index},p${index}@many.test,Engineer`)
    expect((await upload(['name,work_email,job_title', ...rows].join('\n'), '', 'text/csv', team.token)).status).toBe(201)
    const meta = async (query: string) => (await server.get(`employees?${query}`, { token: team.token })).body.meta
    expect(await meta('q=engineer')).toEqual({ page: 1, per_page: 25, total: 1000, total_capped: true })
    expect(await meta('')).toEqual({ page: 1, per_page: 25, total: 1001 })
    // Paging past the cap counts as far as the page, so the last page still shows where it is.
    expect(await meta('q=engineer&per_page=100&page=11')).toEqual({ page: 11, per_page: 100, total: 1001 })
  })

  it('refuses a reporting loop the file would make', async () => {
    const team = await createAccount(server.db, { companyName: 'Loopers' })
    const csv = `${HEADER}\nA,a@loop.test,,,,,,b@loop.test,,\nB,b@loop.test,,,,,,a@loop.test,,\n`
    const body = await (await upload(csv, '?dry_run=true', 'text/csv', team.token)).json()
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual(['manager_email', 'manager_email'])
  })

  it('refuses a file that is not CSV text, too many rows, or a missing header column', async () => {
    expect((await upload('\u0000\u0001PNG', '?dry_run=true', 'text/csv')).status).toBe(415)
    expect((await upload('name,work_email\n', '?dry_run=true', 'image/png')).status).toBe(415)
    const many = ['name,work_email', ...Array.from({ length: 5001 }, (_, index) => `P${index},p${index}@many.test`)].join('\n')
    const tooMany = await upload(many, '?dry_run=true')
    expect(tooMany.status).toBe(422)
    expect((await tooMany.json()).errors.file).toBeDefined()
    expect((await upload('name,email\nA,a@x.test', '?dry_run=true')).status).toBe(422)
  })

  it('refuses a form of thousands of parts with a 413 before parsing it', async () => {
    const parts = Array.from({ length: 10_000 }, (_, index) => `--x\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('') + '--x--\r\n'
    const response = await server.fetch('/backend/api/employees/import?dry_run=true', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: parts,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'A form holds at most 10 fields' })
  })
})
