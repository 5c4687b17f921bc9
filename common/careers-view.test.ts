import { getByRole, getByText, queryByRole, within } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { CareersSite, PublicJob, PublicJobDetail, PublicJobList } from './careers'
import { careersAddressGone, careersJobContent, careersJobGone, careersJobsQuery, careersSearchPath, careersSiteContent, careersSiteGone, jobResults } from './careers-view'

const site = (changes: Partial<CareersSite['company']> = {}): CareersSite => ({
  company: { name: 'Acme', logo: null, website: null, intro: '', brand_color: '#364fc7', retention_days: 180, consent_text: 'I agree that Acme keeps my application data.', ...changes },
  departments: ['Engineering'],
  locations: ['Berlin'],
})

const job = (changes: Partial<PublicJob> = {}): PublicJob => ({
  id: 7,
  title: 'Robot engineer',
  department: 'Engineering',
  location: 'Berlin',
  employment_type: 'full_time',
  workplace: 'hybrid',
  salary_min: 90_000,
  salary_max: 120_000,
  salary_currency: 'USD',
  closes_at: '2030-03-15',
  published_at: '2030-01-01T00:00:00Z',
  ...changes,
})

const detail = (changes: Partial<PublicJobDetail> = {}): PublicJobDetail => ({ ...job(), description: 'Build **robots**.', skills: ['Rust', 'ROS'], ...changes })

const list = (data: PublicJob[], meta: Partial<PublicJobList['meta']> = {}): PublicJobList => ({
  data,
  meta: { total: data.length, page: 1, per_page: 25, ...meta },
})

/** The HTML in the page, as a browser (or a crawler) would read it. */
function show(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

afterEach(() => document.body.replaceChildren())

describe('careersJobsQuery', () => {
  it('keeps the known filters, trimmed, and drops page 1', () => {
    const params = new URLSearchParams('company=acme&q=%20robot%20&department=Engineering&location=Berlin&workplace=remote&employment_type=full_time&page=1')
    expect(careersJobsQuery(params)).toEqual({ q: 'robot', department: 'Engineering', location: 'Berlin', workplace: 'remote', employment_type: 'full_time' })
    expect(careersJobsQuery(new URLSearchParams('page=3'))).toEqual({ page: 3 })
  })

  it('leaves out what an old or mistyped link carries', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '99999999999']) expect(careersJobsQuery(new URLSearchParams({ page }))).toEqual({})
    expect(careersJobsQuery(new URLSearchParams('workplace=office&employment_type=gig&q=%20%20&department=' + 'x'.repeat(101)))).toEqual({})
  })
})

describe('careersSearchPath', () => {
  it('puts the search after the company in the address', () => {
    expect(careersSearchPath('acme', { q: 'robot', page: 2 })).toBe('/careers/?company=acme&q=robot&page=2')
    expect(careersSearchPath('acme', {})).toBe('/careers/?company=acme')
  })

  it('round-trips through careersJobsQuery', () => {
    const query = { q: 'a&b c', workplace: 'on_site', employment_type: 'full_time', page: 4 } as const
    expect(careersJobsQuery(new URL(careersSearchPath('acme', query), 'https://x.test').searchParams)).toEqual(query)
  })
})

describe('jobResults', () => {
  it('counts the open positions, saying "match" while filtered', () => {
    expect(getByRole(show(jobResults('acme', 'Acme', {}, list([job()]))), 'status')).toHaveTextContent(/^1 open position$/)
    const filtered = show(jobResults('acme', 'Acme', { q: 'robot' }, list([job(), job({ id: 8 })])))
    expect(getByRole(filtered, 'status')).toHaveTextContent('2 open positions match')
  })

  it('links each job to its page with its summary, salary and closing day', () => {
    const page = show(jobResults('acme', 'Acme', {}, list([job()])))
    expect(getByRole(page, 'link', { name: 'Robot engineer' })).toHaveAttribute('href', '/careers/job/?company=acme&id=7')
    expect(getByText(page, 'Engineering · Berlin · Hybrid · Full-time')).toBeInTheDocument()
    expect(getByText(page, '$90,000 – $120,000 · Apply by Mar 15, 2030')).toBeInTheDocument()
  })

  it('says why there are no jobs: a search that matched none, with Clear filters', () => {
    const page = show(jobResults('acme', 'Acme', { workplace: 'remote' }, list([])))
    expect(getByRole(page, 'heading', { name: 'No jobs match your search' })).toBeInTheDocument()
    expect(getByRole(page, 'link', { name: 'Clear filters' })).toHaveAttribute('href', '/careers/?company=acme')
    expect(getByRole(page, 'status')).toHaveTextContent('')
  })

  it('says why there are no jobs: none open, naming the company', () => {
    const page = show(jobResults('acme', 'Acme & Sons', {}, list([])))
    expect(getByRole(page, 'heading', { name: 'No open positions right now' })).toBeInTheDocument()
    expect(getByText(page, /Acme & Sons has no open jobs/)).toBeInTheDocument()
    expect(queryByRole(page, 'link', { name: 'Clear filters' })).toBeNull()
  })

  it('sends an old link past the last page back to the first, without claiming there are no jobs', () => {
    const page = show(jobResults('acme', 'Acme', { q: 'robot', page: 5 }, list([], { total: 60, page: 5 })))
    expect(getByRole(page, 'heading', { name: 'This page is past the last one' })).toBeInTheDocument()
    expect(getByText(page, 'The positions fill 3 pages now.')).toBeInTheDocument()
    expect(getByRole(page, 'link', { name: 'Go to the first page' })).toHaveAttribute('href', '/careers/?company=acme&q=robot')
    expect(getByRole(page, 'status')).toHaveTextContent('60 open positions match')
    expect(queryByRole(page, 'navigation', { name: 'Pages' })).toBeNull()
  })

  it('writes large counts with separators, and a capped search count with a plus', () => {
    const jobs = Array.from({ length: 25 }, (_, index) => job({ id: index + 1 }))
    expect(getByRole(show(jobResults('acme', 'Acme', {}, list(jobs, { total: 2400 }))), 'status')).toHaveTextContent('2,400 open positions')
    expect(getByRole(show(jobResults('acme', 'Acme', { q: 'a' }, list(jobs, { total: 1000, total_capped: true }))), 'status')).toHaveTextContent(
      '1,000+ open positions match',
    )
  })

  it('links the pages, keeping the search, with the current one marked', () => {
    const page = show(jobResults('acme', 'Acme', { q: 'robot' }, list([job()], { total: 60, page: 1, per_page: 25 })))
    const pages = getByRole(page, 'navigation', { name: 'Pages' })
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/careers/?company=acme&q=robot&page=2')
    expect(within(pages).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current')
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/careers/?company=acme&q=robot&page=2')
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull()
    const last = show(jobResults('acme', 'Acme', {}, list([job()], { total: 60, page: 3, per_page: 25 })))
    expect(getByRole(last, 'link', { name: 'Previous page' })).toHaveAttribute('href', '/careers/?company=acme&page=2')
    expect(getByRole(last, 'link', { name: 'Page 1' })).toHaveAttribute('href', '/careers/?company=acme')
    expect(queryByRole(last, 'link', { name: 'Next page' })).toBeNull()
    expect(queryByRole(show(jobResults('acme', 'Acme', {}, list([job()]))), 'navigation', { name: 'Pages' })).toBeNull()
  })

  it('escapes every value from the database', () => {
    const evil = '<script>alert(1)</script>'
    const html = jobResults('a"b', evil, {}, list([job({ title: evil, department: evil, location: '"><img src=x>' })]))
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('company=a%22b')
    const empty = jobResults('acme', evil, {}, list([]))
    expect(empty).not.toContain('<script>')
    expect(show(empty)).toHaveTextContent(`${evil} has no open jobs`)
  })
})

describe('careersSiteContent', () => {
  it('heads the page with the company and lists its positions', () => {
    const page = show(careersSiteContent('acme', site({ name: '<b>Acme</b>', intro: 'We build **robots**.' }), {}, list([job()])))
    expect(getByRole(page, 'heading', { level: 1 })).toHaveTextContent('Careers at <b>Acme</b>')
    expect(getByRole(page, 'search', { name: 'Search jobs' })).toBeInTheDocument()
    expect(getByRole(page, 'link', { name: 'Robot engineer' })).toBeInTheDocument()
  })

  it('says when the positions could not be loaded', () => {
    expect(getByRole(show(careersSiteContent('acme', site(), {}, null)), 'alert')).toHaveTextContent('The open positions could not be loaded')
  })
})

describe('careersJobContent', () => {
  it('shows the job escaped, with its facts and skills', () => {
    const page = show(careersJobContent('acme', site().company, detail({ title: '<script>x</script>' })))
    expect(page.innerHTML).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(page.querySelector('script')).toBeNull()
    expect(getByRole(page, 'heading', { level: 1 })).toHaveTextContent('<script>x</script>')
    const facts = Object.fromEntries([...page.querySelectorAll('dl.cr-facts > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]))
    expect(facts).toEqual({
      Department: 'Engineering',
      Location: 'Berlin',
      Workplace: 'Hybrid',
      'Employment type': 'Full-time',
      Salary: '$90,000 – $120,000',
      'Apply by': 'Mar 15, 2030',
    })
    const skills = getByRole(page, 'list', { name: 'Skills' })
    expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rust', 'ROS'])
    expect(getByRole(page, 'link', { name: 'All open positions' })).toHaveAttribute('href', '/careers/?company=acme')
  })

  it('leaves out facts and skills the job lacks', () => {
    const page = show(careersJobContent('acme', site().company, detail({ salary_min: null, salary_max: null, closes_at: null, location: null, skills: [] })))
    expect(page.querySelector('dl.cr-facts')).not.toHaveTextContent(/Salary|Apply by|Location/)
    expect(queryByRole(page, 'list', { name: 'Skills' })).toBeNull()
  })

  it('has a labelled apply form with consent and a honeypot people do not see', () => {
    const page = show(careersJobContent('acme', site().company, detail()))
    const form = within(getByRole(page, 'region', { name: 'Apply for this job' }))
    for (const label of ['Name', 'Email', 'Phone', 'Resume', 'Cover letter']) expect(form.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument()
    const consent = form.getByRole('checkbox', { name: /^I agree/ })
    expect(consent).toHaveAccessibleName('I agree that Acme keeps my application data.')
    const honeypot = page.querySelector('input[name="website"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(form.queryByRole('textbox', { name: 'Website' })).toBeNull()
    expect(form.getByRole('button', { name: 'Submit application' })).toHaveAttribute('type', 'submit')
  })

  it('escapes the company’s consent text, and a text worded otherwise is still agreed to', () => {
    const page = show(careersJobContent('acme', site({ consent_text: 'I agree that <i>Acme</i> keeps my data.' }).company, detail()))
    expect(page.querySelector('i')).toBeNull()
    expect(getByRole(page, 'checkbox', { name: /^I agree/ })).toHaveAccessibleName('I agree that <i>Acme</i> keeps my data.')
    // One page at a time: the label finds its checkbox by id.
    document.body.replaceChildren()
    const worded = show(careersJobContent('acme', site({ consent_text: 'Acme keeps your data for a year.' }).company, detail()))
    expect(getByRole(worded, 'checkbox', { name: /^I agree/ })).toHaveAccessibleName('I agree: Acme keeps your data for a year.')
  })
})

describe('the careers addresses with nothing to show', () => {
  const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1]

  it('answer a status, a title and a page whose heading agrees, the same wherever they are shown', () => {
    expect(careersSiteGone()).toMatchObject({ status: 404, title: 'Careers page not found' })
    expect(heading(careersSiteGone().content)).toBe('Careers page not found')
    expect(careersAddressGone()).toMatchObject({ status: 404, title: 'Page not found' })
    expect(heading(careersAddressGone().content)).toBe('Page not found')
    expect(careersJobGone('acme', false)).toMatchObject({ status: 404, title: 'Job not found' })
    expect(heading(careersJobGone('acme', false).content)).toBe('Job not found')
  })

  it('name the company in a closed job’s title when it is known, and lead back to its open positions', () => {
    const closed = careersJobGone('acme', true, 'Acme <Robotics>')
    expect(closed).toMatchObject({ status: 410, title: 'This job at Acme <Robotics> is closed' })
    expect(heading(closed.content)).toBe('This job is closed')
    expect(closed.content).toContain('href="/careers/?company=acme"')
    expect(careersJobGone('acme', true).title).toBe('This job is closed')
  })
})
