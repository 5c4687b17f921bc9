import { EMPLOYEE_STATUSES } from '@common/employees'
import { sql } from 'drizzle-orm'
import { check, date, foreignKey, index, integer, pgEnum, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { applicants } from './applicants'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { jobEmploymentType } from './work-enums'

export const employeeStatus = pgEnum('employee_status', EMPLOYEE_STATUSES)

/**
 * Employees (contract section 14). The manager is an employee of the same company; the
 * reporting tree has no loops (checked by the module before it writes). A deleted applicant
 * leaves the employee without its origin.
 */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    name: text().notNull(),
    /** Lower case: unique in the company. */
    workEmail: text().notNull(),
    phone: text(),
    jobTitle: text(),
    department: text(),
    location: text(),
    employmentType: jobEmploymentType().notNull().default('full_time'),
    /** An employee of the same company (the composite key below). */
    managerId: integer(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    status: employeeStatus().notNull().default('active'),
    applicantId: integer().references(() => applicants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('employees_company_email_idx').on(table.companyId, table.workEmail),
    index('employees_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    index('employees_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('employees_company_start_idx').on(table.companyId, table.startDate, table.id),
    index('employees_company_status_idx').on(table.companyId, table.status, table.id),
    index('employees_company_department_idx').on(table.companyId, table.department),
    index('employees_manager_idx').on(table.managerId),
    index('employees_applicant_idx').on(table.applicantId),
    // Search by the start of a name or work address, any case.
    index('employees_company_name_prefix_idx').on(table.companyId, sql`lower(${table.name}) text_pattern_ops`),
    index('employees_company_email_prefix_idx').on(table.companyId, sql`${table.workEmail} text_pattern_ops`),
    // Search by the start of any word of a name and anywhere in a job title (LIKE '% q%' and '%q%'):
    // trigram indexes (the pg_trgm extension). No pending list, which PGlite would never vacuum away.
    index('employees_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('employees_job_title_trgm_idx')
      .using('gin', sql`lower(${table.jobTitle}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    unique('employees_company_id_id_unique').on(table.companyId, table.id),
    foreignKey({ name: 'employees_company_manager_fk', columns: [table.companyId, table.managerId], foreignColumns: [table.companyId, table.id] }),
    check('employees_terminated_end', sql`${table.status} <> 'terminated' or ${table.endDate} is not null`),
  ],
)

export type EmployeeRow = typeof employees.$inferSelect

/**
 * A running CSV import's claim on its company's reporting tree (contract section 14). The import
 * writes in many short transactions; while its claim lasts, no other request changes a manager,
 * adds someone under a manager or deletes an employee, so its reporting-loop check holds until
 * its last batch and taking it back never meets someone who reports to a person it created. One
 * import at a time per company. Renewed at each batch: a process that dies mid-import frees the
 * tree once `expires_at` passes.
 */
export const employeeImports = pgTable('employee_imports', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
})
