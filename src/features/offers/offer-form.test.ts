import { describe, expect, it } from 'vitest'
import type { Offer } from '@common/offers'
import { changedOfferFields, createOfferInput, localDateTime, offerFormErrors, offerFormValues, offerPrefill, previewInput } from './offer-form'
import { salaryOutsideBand, bandText } from './offer-format'

const NOW = new Date(2026, 10, 28, 9, 30)
const JOB = { title: 'Backend Engineer', employment_type: 'contract' as const, salary_currency: 'EUR' }
const TEMPLATES = [
  { id: 4, is_default: false },
  { id: 6, is_default: true },
]

describe('a new offer’s form', () => {
  it('starts from the job, its requisition’s future start date and band currency, the default template and the hiring manager', () => {
    const values = offerPrefill({ job: JOB, requisition: { target_start_date: '2027-01-04', salary_currency: 'USD' }, templates: TEMPLATES, managerId: '12', now: NOW })
    expect(values).toMatchObject({
      job_title: 'Backend Engineer',
      employment_type: 'contract',
      start_date: '2027-01-04',
      salary: '',
      salary_currency: 'USD',
      salary_period: 'year',
      template_id: '6',
      manager_id: '12',
      // 14 days ahead, at this time of day.
      expires_at: '2026-12-12T09:30',
    })
  })

  it('leaves a past target start date for the maker to choose, and takes the job’s currency without a requisition', () => {
    const values = offerPrefill({ job: JOB, requisition: { target_start_date: '2026-11-01', salary_currency: null }, templates: [TEMPLATES[0]!], managerId: '', now: NOW })
    expect(values).toMatchObject({ start_date: '', salary_currency: 'EUR', template_id: '4', manager_id: '' })
    expect(offerPrefill({ job: null, requisition: null, templates: [], managerId: '', now: NOW })).toMatchObject({ job_title: '', salary_currency: '', template_id: '' })
  })

  it('says what is missing before anything is sent, and asks the letter preview only of a complete form', () => {
    const values = offerPrefill({ job: JOB, requisition: null, templates: TEMPLATES, managerId: '', now: NOW })
    expect(offerFormErrors(values, { now: NOW, expiryChanged: true })).toEqual({ start_date: 'Choose a start date', salary: 'Give the salary' })
    expect(previewInput(31, values)).toBeNull()
    const filled = { ...values, start_date: '2027-01-04', salary: 90000, bonus: 5000, equity: ' 0.1% ' }
    expect(offerFormErrors(filled, { now: NOW, expiryChanged: true })).toEqual({})
    expect(offerFormErrors({ ...filled, expires_at: '2026-11-27T09:00' }, { now: NOW, expiryChanged: true })).toEqual({ expires_at: 'Choose a time in the future' })
    expect(createOfferInput(31, filled)).toEqual({
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
      expires_at: new Date(2026, 11, 12, 9, 30).toISOString(),
    })
    expect(previewInput(31, filled)).toEqual(createOfferInput(31, filled))
  })
})

describe('an offer’s edit', () => {
  const offer = {
    template_id: 6,
    job_title: 'Backend Engineer',
    employment_type: 'full_time',
    start_date: '2027-01-04',
    salary: 90000,
    salary_currency: 'USD',
    salary_period: 'year',
    bonus: null,
    equity: null,
    manager: { id: 12, name: 'Priya Patel' },
    expires_at: '2026-12-12T09:30:41Z',
  } as Offer

  it('sends only the fields that changed, so an untouched salary never restarts the approval', () => {
    const values = offerFormValues(offer)
    expect(values.expires_at).toBe(localDateTime(new Date(offer.expires_at)))
    expect(changedOfferFields(offer, values)).toEqual({})
    expect(changedOfferFields(offer, { ...values, salary: 99000, equity: 'none' })).toEqual({ salary: 99000, equity: 'none' })
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
