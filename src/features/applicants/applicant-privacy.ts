import type { ApplicantDetail } from '@common/applicants'
import type { Consent } from '@common/privacy'

/** What contract 19 adds to an applicant's detail: when they were anonymised, and the consent they gave. */
export interface ApplicantPrivacy {
  anonymised_at: string | null
  consent: Consent | null
}

/** The applicant's privacy facts; a detail from before the server sent them reads as neither anonymised nor consented. */
export function applicantPrivacy(applicant: ApplicantDetail): ApplicantPrivacy {
  const fields = applicant as ApplicantDetail & Partial<ApplicantPrivacy>
  return { anonymised_at: fields.anonymised_at ?? null, consent: fields.consent ?? null }
}
