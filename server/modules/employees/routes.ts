import { EMPLOYEE_ACCESS } from '@common/access/employees'
import { changedFields } from '@common/changed-fields'
import {
  createEmployeeInputSchema,
  employeeHistorySchema,
  employeeIdSchema,
  employeeImportQuerySchema,
  employeeImportResultSchema,
  employeeImportUploadSchema,
  EMPLOYEE_LIMITS,
  employeeListQuerySchema,
  employeeListSchema,
  employeeRuleProblems,
  employeeSchema,
  type Employee,
  orgChartSchema,
  updateEmployeeInputSchema,
} from '@common/employees'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../http/context'
import { limitMultipartParts, UPLOAD_FORM_MAX_PARTS } from '../../http/multipart-parts'
import { endpointsFor } from '../../http/endpoint'
import { noContent } from '../../http/no-content'
import { ApiError, refuseProblems } from '../../lib/errors'
import { validate } from '../../http/validation'
import { csvDownload } from '../../http/csv-download'
import { actorOf, nowAndActor } from '../../platform/activity/activity-log'
import { employeesCsv } from './csv'
import { importEmployees, planImport, readImportFile } from './import'
import { createEmployee, deleteEmployee, exportEmployees, findEmployee, listEmployees, readEmployeeHistory, readOrgChart, updateEmployee } from './repository'

const endpoint = endpointsFor({ tag: 'Employees', access: 'subscribed' })

const TOO_LARGE = 'Upload a CSV of at most 5 MB'

/** Refuses an oversized upload from its Content-Length, or as soon as the stream passes the limit. */
const limitImportBody = bodyLimit({
  maxSize: EMPLOYEE_LIMITS.importBytes + 16 * 1024,
  onError: () => {
    throw new ApiError(413, TOO_LARGE)
  },
})

/** The types a browser or tool gives a CSV file; anything else is a 415. */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream', '']

/** Contract section 14: the company's employees. */
export const employeeRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'List employees (paged, searchable, sortable, filterable)',
      description: '`q` finds names by the start of any word, work emails by their start, and job titles containing it.',
      permissions: EMPLOYEE_ACCESS.list,
      success: { schema: employeeListSchema },
      errors: [422],
    }),
    validate('query', employeeListQuerySchema),
    async (c) => c.json(await listEmployees(c.var.scope, c.req.valid('query'))),
  )

  .get(
    '/org-chart',
    endpoint({
      summary: 'The reporting tree: everyone still with the company (not terminated) with their manager’s id',
      permissions: EMPLOYEE_ACCESS.list,
      success: { schema: orgChartSchema },
    }),
    async (c) => c.json({ data: await readOrgChart(c.var.scope) }),
  )

  .get(
    '/export.csv',
    endpoint({
      summary: 'Export employees as CSV, with the list’s filters',
      description: "The list’s filters and order, without paging. Cells starting with =, +, -, @, tab or carriage return get a leading '.",
      permissions: EMPLOYEE_ACCESS.list,
      success: { schema: null, contentTypes: ['text/csv'] },
      errors: [422],
    }),
    validate('query', employeeListQuerySchema),
    (c) => csvDownload(c, 'employees.csv', exportEmployees(c.var.scope, c.req.valid('query')).then(employeesCsv)),
  )

  .post(
    '/import',
    endpoint({
      summary: 'Import employees from a CSV (preview with dry_run=true)',
      description:
        'Multipart field `file`: a UTF-8 CSV whose header names the columns (name, work_email, phone, job_title, department, ' +
        'location, employment_type, manager_email, start_date, status, end_date; name and work_email required), at most 5,000 rows ' +
        'and 5 MB. With dry_run=true: 200 `{ rows, valid, errors }` (nothing written). Without: all or nothing, a 422 with the same body and a message, ' +
        'or 201 `{ created, updated }` (rows match employees on work_email). Rows are written in batches of ~10 ms, so other requests are answered meanwhile ' +
        'and may see the rows written so far; a batch that fails (409: another request took a work email) takes back those before it.',
      permissions: EMPLOYEE_ACCESS.add,
      planFeature: 'employees',
      success: { status: 201, schema: employeeImportResultSchema },
      errors: [409, 413, 415, 422],
    }),
    limitImportBody,
    limitMultipartParts(UPLOAD_FORM_MAX_PARTS),
    validate('query', employeeImportQuerySchema),
    validate('form', employeeImportUploadSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const { file } = c.req.valid('form')
      if (file.size > EMPLOYEE_LIMITS.importBytes) throw new ApiError(413, TOO_LARGE)
      if (!CSV_TYPES.includes(file.type.split(';')[0]?.trim().toLowerCase() ?? '')) throw new ApiError(415, 'Upload a CSV file')
      const checked = await readImportFile(file)
      if (c.req.valid('query').dry_run === 'true') {
        const plan = await planImport(scope, checked)
        return c.json({ rows: plan.rows, valid: plan.valid.length, errors: plan.errors }, 200)
      }
      const imported = await importEmployees(scope, checked, deps.clock.now(), actorOf(auth))
      if ('refused' in imported) {
        const { rows, valid, errors } = imported.refused
        const message = `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in the file; nothing was imported`
        return c.json({ message, rows, valid: valid.length, errors }, 422)
      }
      return c.json(imported, 201)
    },
  )

  .post(
    '/',
    endpoint({
      summary: 'Create an employee',
      description: 'A terminated employee needs an end date; the manager is an employee of the company. A work email taken is a 409.',
      permissions: EMPLOYEE_ACCESS.add,
      planFeature: 'employees',
      success: { status: 201, schema: employeeSchema },
      errors: [409, 422],
    }),
    validate('json', createEmployeeInputSchema),
    async (c) => {
      const { scope, deps, auth } = c.var
      const input = c.req.valid('json')
      refuseProblems(employeeRuleProblems(input))
      return c.json(await createEmployee(scope, input, deps.clock.now(), actorOf(auth)), 201)
    },
  )

  .get(
    '/:id',
    endpoint({ summary: 'Read an employee', permissions: EMPLOYEE_ACCESS.read, success: { schema: employeeSchema }, errors: [404, 422] }),
    validate('param', employeeIdSchema),
    async (c) => c.json(await findEmployee(c.var.scope, c.req.valid('param').id)),
  )

  .patch(
    '/:id',
    endpoint({
      summary: 'Edit an employee',
      description: 'Any subset of the fields, checked on the employee as it would be. A manager who reports to this employee (a loop) is a 422.',
      permissions: EMPLOYEE_ACCESS.edit,
      planFeature: 'employees',
      success: { schema: employeeSchema },
      errors: [404, 409, 422],
    }),
    validate('param', employeeIdSchema),
    validate('json', updateEmployeeInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const decide = (stored: Employee) => {
        refuseProblems(employeeRuleProblems({ status: stored.status, start_date: stored.start_date, end_date: stored.end_date, ...input }))
        return changedFields({ ...stored, manager_id: stored.manager?.id ?? null }, input)
      }
      return c.json(await updateEmployee(c.var.scope, c.req.valid('param').id, decide, ...nowAndActor(c)))
    },
  )

  .delete(
    '/:id',
    endpoint({
      summary: 'Delete an employee',
      description: 'While people report to them it is a 409: give them another manager first.',
      permissions: EMPLOYEE_ACCESS.delete,
      planFeature: 'employees',
      success: { status: 204, schema: null },
      errors: [404, 409, 422],
    }),
    validate('param', employeeIdSchema),
    async (c) => noContent(c, deleteEmployee(c.var.scope, c.req.valid('param').id, ...nowAndActor(c))),
  )

  .get(
    '/:id/history',
    endpoint({
      summary: 'An employee’s history: changes of title, department, manager and status, with who and when',
      description: 'Oldest first. An edit lists each changed field as `[before, after]` (the manager as `{ id, name }`).',
      permissions: EMPLOYEE_ACCESS.read,
      success: { schema: employeeHistorySchema },
      errors: [404, 422],
    }),
    validate('param', employeeIdSchema),
    async (c) => c.json({ data: await readEmployeeHistory(c.var.scope, c.req.valid('param').id) }),
  )
