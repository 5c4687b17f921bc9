import { describe, expect, it } from 'vitest'
import { applicationBody, checkApplication, emptyApplyValues, resumeProblem, type ApplyValues } from './apply-form'

const pdf = (size = 1200, name = 'resume.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' })
const filled = (changes: Partial<ApplyValues> = {}): ApplyValues => ({
  ...emptyApplyValues(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  file: pdf(),
  consent: true,
  ...changes,
})

describe('checkApplication', () => {
  it('asks for the name, email, resume and consent with the server’s words', () => {
    expect(checkApplication(emptyApplyValues())).toEqual({
      name: 'Enter your name',
      email: 'Enter your email address',
      file: 'Attach your resume',
      consent: 'Agree to the processing of your data to apply',
    })
    expect(checkApplication(filled())).toEqual({})
  })

  it('checks the email’s shape, the cover letter’s length and each link', () => {
    const errors = checkApplication(filled({ email: 'ada@', cover_letter: 'x'.repeat(5001), links: ['https://github.com/ada', 'javascript:alert(1)', ''] }))
    expect(errors).toEqual({
      email: 'Enter an email address like name@example.com',
      cover_letter: 'Use at most 5,000 characters',
      'links.1': 'Enter a web address starting with https://',
    })
  })
})

describe('resumeProblem', () => {
  it('takes PDF, DOCX and TXT up to 10 MB, and says what is wrong otherwise', () => {
    expect(resumeProblem(pdf())).toBeNull()
    expect(resumeProblem(new File(['hello'], 'cv.txt', { type: 'text/plain' }))).toBeNull()
    expect(resumeProblem(new File(['x'], 'cv.docx', { type: '' }))).toBeNull()
    expect(resumeProblem(new File(['x'], 'photo.png', { type: 'image/png' }))).toBe('Choose a PDF, DOCX or TXT file')
    expect(resumeProblem(pdf(0))).toBe('This file is empty; choose another')
    expect(resumeProblem(pdf(10 * 1024 * 1024 + 1))).toBe('The resume is larger than 10 MB; choose a smaller file')
  })
})

describe('applicationBody', () => {
  it('sends the contract’s multipart fields, trimmed, links repeated, consent as true and the honeypot as typed', () => {
    const body = applicationBody(filled({ name: ' Ada ', phone: '', cover_letter: ' Hello ', links: [' https://a.example ', '', 'https://b.example'] }))
    expect(body.get('name')).toBe('Ada')
    expect(body.has('phone')).toBe(false)
    expect(body.get('cover_letter')).toBe('Hello')
    expect(body.getAll('links')).toEqual(['https://a.example', 'https://b.example'])
    expect(body.get('consent')).toBe('true')
    expect(body.get('website')).toBe('')
    expect(body.get('file')).toBeInstanceOf(File)
  })
})
