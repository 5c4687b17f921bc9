import { APPLICANT_SOURCE_LABELS, APPLICATION_STATUS_LABELS, type Applicant } from '@common/applicants'
import { stringify } from 'csv-stringify/sync'

const COLUMNS = ['ID', 'Name', 'Email', 'Phone', 'Location', 'Headline', 'Skills', 'Tags', 'Rating', 'Years of experience', 'Source', 'Applications', 'Added', 'Updated']

/**
 * Applicants as CSV (contract section 8): a header row, then one row each. escape_formulas puts
 * a `'` before any cell starting with `=`, `+`, `-`, `@`, tab or carriage return, so a
 * spreadsheet shows what an applicant typed instead of running it.
 */
export function applicantsCsv(rows: Applicant[]): string {
  return stringify(
    [
      COLUMNS,
      ...rows.map((applicant) => [
        applicant.id,
        applicant.name,
        applicant.email ?? '',
        applicant.phone ?? '',
        applicant.location ?? '',
        applicant.headline ?? '',
        applicant.skills.join('; '),
        applicant.tags.join('; '),
        applicant.rating ?? '',
        applicant.years_experience ?? '',
        APPLICANT_SOURCE_LABELS[applicant.source],
        applicant.applications
          .map((application) => `${application.job.title}: ${application.stage.name} (${APPLICATION_STATUS_LABELS[application.status]})`)
          .join('; '),
        applicant.created_at,
        applicant.updated_at,
      ]),
    ],
    { escape_formulas: true },
  )
}
