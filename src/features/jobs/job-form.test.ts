import { describe, expect, it } from 'vitest'
import { jobFieldsSchema } from '@common/jobs'
import { changedJobFields, emptyJobForm, jobFormErrors, jobFormInput, jobFormValues, type JobFormValues } from './job-form'
import { testJob } from './test-job'

const TODAY = '2026-06-15'
const valid: JobFormValues = { ...emptyJobForm(), title: 'Senior Engineer', department: 'Engineering', description: 'Build things.' }
const check = (values: Partial<JobFormValues>, status: 'draft' | 'published' = 'draft', closesAtChanged = true) =>
  jobFormErrors({ ...valid, ...values }, { status, today: TODAY, closesAtChanged })

describe('job form rules (the API’s, before sending)', () => {
  it('accepts a complete job', () => {
    expect(check({})).toEqual({})
  })

  it('asks for a title and a department', () => {
    expect(check({ title: '  ', department: '' })).toEqual({ title: 'Enter a title', department: 'Enter a department' })
  })

  it('wants at least one opening', () => {
    expect(check({ openings: 0 })).toEqual({ openings: 'At least 1 opening' })
  })

  it('wants the maximum salary to be at least the minimum', () => {
    expect(check({ salary_min: 120_000, salary_max: 90_000 })).toEqual({ salary_max: 'The maximum must be at least the minimum' })
    expect(check({ salary_min: 90_000, salary_max: 90_000 })).toEqual({})
  })

  it('wants a currency beside an amount', () => {
    expect(check({ salary_min: 50_000, salary_currency: '' })).toEqual({ salary_currency: 'Choose the currency of the salary' })
  })

  it('refuses a closing date in the past, unless an edit keeps the stored one', () => {
    expect(check({ closes_at: '2026-06-14' })).toEqual({ closes_at: 'The closing date cannot be in the past' })
    expect(check({ closes_at: TODAY })).toEqual({})
    expect(check({ closes_at: '2026-06-14' }, 'draft', false)).toEqual({})
  })

  it('wants a description before publishing, not for a draft', () => {
    expect(check({ description: ' ' }, 'published')).toEqual({ description: 'Add a description before publishing' })
    expect(check({ description: '' }, 'draft')).toEqual({})
  })

  it('reports the rules across fields even while a field is wrong', () => {
    expect(check({ title: '', salary_min: 5, salary_max: 4 })).toEqual({
      title: 'Enter a title',
      salary_max: 'The maximum must be at least the minimum',
    })
  })

  it('sends empty inputs as null, and no currency without an amount', () => {
    expect(jobFormInput({ ...valid, location: '', salary_min: '', salary_max: '', closes_at: '' })).toMatchObject({
      location: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      closes_at: null,
    })
  })

  it('splits skills at commas that reached a tag', () => {
    expect(jobFormInput({ ...valid, skills: ['TypeScript,', 'SQL, Go', ' '] }).skills).toEqual(['TypeScript', 'SQL', 'Go'])
  })

  it('sends only what an edit changed', () => {
    const job = testJob()
    const values = { ...jobFormValues(job), title: 'Staff Engineer', skills: ['TypeScript'] }
    expect(changedJobFields(job, jobFieldsSchema.parse(jobFormInput(values)))).toEqual({ title: 'Staff Engineer', skills: ['TypeScript'] })
  })
})
