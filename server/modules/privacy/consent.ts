/**
 * The consent line of the careers form (contract 19): the company's own text, or by default one
 * naming the company and how long it keeps applicant data, so the promise states the schedule the
 * daily job keeps.
 */
export function consentText(company: { name: string; consentText: string | null; retentionDays: number }): string {
  if (company.consentText !== null) return company.consentText
  const days = `${company.retentionDays.toLocaleString('en-US')} ${company.retentionDays === 1 ? 'day' : 'days'}`
  return `I agree that ${company.name} keeps my application data to consider me for jobs, for ${days} after my last activity, and then erases it.`
}
