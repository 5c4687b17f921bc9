import { describe, expect, it } from 'vitest'
import { changedOfferFields, createOfferInput, offerFormErrors, offerFormValues, offerPrefill, previewInput } from './offer-form'
import { salaryOutsideBand, bandText } from './offer-format'
import { testOffer } from './test-offer'

/** 9:30 in the morning where the company is, wherever the test runs. */
const NOW = new Date('2026-11-28T14:30:00Z')
const ZONE = 'America/New_York'
const JOB = { title: 'Backend Engineer', employment_type: 'contract' as const, salary_currency: 'EUR' }
const TEMPLATES = [
  { id: 4, is_default: false },
  { id: 6, is_default: true },
]

describe('a new offer’s form', () => {
  it('starts from the job, its requisition’s future start date and band currency, the default template and the hiring manager', () => {
    const values = offerPrefill({ job: JOB, requisition: { target_start_date: '2027-01-04', salary_currency: 'USD' }, templates: TEMPLATES, managerId: '12', now: NOW, zone: ZONE })
    expect(values).toMatchObject({
      job_title: 'Backend Engineer',
      employment_type: 'contract',
      start_date: '2027-01-04',
      salary: '',
      salary_currency: 'USD',
      salary_period: 'year',
      template_id: '6',
      manager_id: '12',
      // 14 days ahead, at this time of day on the company's clock.
      expires_at: '2026-12-12T09:30',
    })
  })

  it('leaves a past target start date for the maker to choose, and takes the job’s currency without a requisition', () => {
    const values = offerPrefill({
      job: JOB,
      requisition: { target_start_date: '2026-11-01', salary_currency: null },
      templates: [TEMPLATES[0]!],
      managerId: '',
      now: NOW,
      zone: ZONE,
    })
    expect(values).toMatchObject({ start_date: '', salary_currency: 'EUR', template_id: '4', manager_id: '' })
    expect(offerPrefill({ job: null, requisition: null, templates: [], managerId: '', now: NOW, zone: ZONE })).toMatchObject({
      job_title: '',
      salary_currency: '',
      template_id: '',
    })
  })

  it('says what is missing before anything is sent, and asks the letter preview only of a complete form', () => {
    const values = offerPrefill({ job: JOB, requisition: null, templates: TEMPLATES, managerId: '', now: NOW, zone: ZONE })
    expect(offerFormErrors(values, { now: NOW, expiryChanged: true, zone: ZONE })).toEqual({ start_date: 'Choose a start date', salary: 'Give the salary' })
    expect(previewInput(31, values, ZONE)).toBeNull()
    const filled = { ...values, start_date: '2027-01-04', salary: 90000, bonus: 5000, equity: ' 0.1% ' }
    expect(offerFormErrors(filled, { now: NOW, expiryChanged: true, zone: ZONE })).toEqual({})
    expect(offerFormErrors({ ...filled, expires_at: '2026-11-27T09:00' }, { now: NOW, expiryChanged: true, zone: ZONE })).toEqual({ expires_at: 'Choose a time in the future' })
    expect(createOfferInput(31, filled, ZONE)).toEqual({
      application_id: 31,
      template_id: 6,
      job_title: 'Backend Engineer',
      employment_type: 'contract',
      start_date: '2027-01-04',
      salary: 90000,
      salary_currency: 'EUR',
      salary_period: 'year',
      bonus: 5000,
      equity: '0.1%',
      manager_id: null,
      // The company's 9:30, EST.
      expires_at: '2026-12-12T14:30:00.000Z',
    })
    expect(previewInput(31, filled, ZONE)).toEqual(createOfferInput(31, filled, ZONE))
  })
})

describe('an offer’s edit', () => {
  // Stored to the second: the form's minutes must not read as a changed expiry.
  const offer = testOffer({ expires_at: '2026-12-12T09:30:41Z' })

  it('sends only the fields that changed, so an untouched salary never restarts the approval', () => {
    const values = offerFormValues(offer, ZONE)
    expect(changedOfferFields(offer, values, ZONE)).toEqual({})
    expect(changedOfferFields(offer, { ...values, salary: 99000, equity: 'none' }, ZONE)).toEqual({ salary: 99000, equity: 'none' })
  })
})

describe('the expiry', () => {
  it('is chosen on the company’s clock, the one the letter gives it in, whatever the browser’s zone', () => {
    const offer = testOffer({ expires_at: '2026-12-12T22:00:00Z' })
    expect(offerFormValues(offer, ZONE).expires_at).toBe('2026-12-12T17:00')
    expect(offerFormValues(offer, 'Asia/Kolkata').expires_at).toBe('2026-12-13T03:30')
    const values = offerPrefill({ job: JOB, requisition: null, templates: TEMPLATES, managerId: '', now: NOW, zone: ZONE })
    expect(createOfferInput(31, { ...values, start_date: '2027-01-04', salary: 90000, expires_at: '2026-12-12T17:00' }, ZONE).expires_at).toBe('2026-12-12T22:00:00.000Z')
  })
})

describe('the band beside the salary', () => {
  const band = { min: 80000, max: 95000, currency: 'USD' }
  it('reads as a yearly range and warns only when it can compare', () => {
    expect(bandText(band)).toBe('$80,000 – $95,000 a year')
    expect(salaryOutsideBand(99000, 'usd', 'year', band)).toBe(true)
    expect(salaryOutsideBand(90000, 'USD', 'year', band)).toBe(false)
    expect(salaryOutsideBand(99000, 'EUR', 'year', band)).toBeNull()
    expect(salaryOutsideBand(99, 'USD', 'hour', band)).toBeNull()
    expect(salaryOutsideBand(null, 'USD', 'year', band)).toBeNull()
  })
})
