import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../../db/schema/companies'
import { StaticSite } from '../../static/static-site'
import { createAccount, insertJob } from '../../test/factories'
import { TestServer } from '../../test/test-server'

const PAGE = '<!doctype html><html><head><meta name="description" content="Staffdesk" /><title>Staffdesk</title></head><body><div id="root"></div></body></html>'

let dist: string
let server: TestServer
const ids = { company: 0, open: 0, closed: 0, draft: 0 }

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'careers-seo-'))
  await mkdir(path.join(dist, 'careers', 'job'), { recursive: true })
  await writeFile(path.join(dist, 'index.html'), PAGE)
  await writeFile(path.join(dist, 'careers', 'index.html'), PAGE)
  await writeFile(path.join(dist, 'careers', 'job', 'index.html'), PAGE)
  server = await new TestServer({ site: await StaticSite.load(dist) }).start()
  const { company } = await createAccount(server.db, { companyName: 'Acme <Robotics>' })
  ids.company = company.id
  await server.db
    .update(companies)
    .set({ careersSlug: 'acme', careersPublic: true, careersIntro: 'We build </script> robots.', website: 'https://acme.example', logoUrl: '/backend/api/uploads/a.png' })
    .where(eq(companies.id, company.id))
  ids.open = (
    await insertJob(server.db, company.id, {
      status: 'published',
      title: 'Engineer </script><script>alert(1)</script>',
      location: 'Pittsburgh, PA',
      salaryMin: 100,
      salaryMax: 200,
      salaryCurrency: 'USD',
      closesAt: '2999-01-31',
      description: '## Role\n\n- Build <b>things</b>',
    })
  ).id
  ids.closed = (await insertJob(server.db, company.id, { status: 'closed' })).id
  ids.draft = (await insertJob(server.db, company.id)).id
})

afterAll(async () => {
  await server.close()
  await rm(dist, { recursive: true, force: true })
})

describe('careers pages served with their head', () => {
  it('puts the title, description, canonical URL, Open Graph and an escaped JobPosting in a job page', async () => {
    const response = await server.fetch(`/careers/job/?company=acme&id=${ids.open}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Acme &lt;Robotics&gt;</title>')
    expect(html).not.toContain('content="Staffdesk"')
    expect(html).toContain(`<link rel="canonical" href="http://staffdesk.test/careers/job/?company=acme&amp;id=${ids.open}" />`)
    expect(html).toContain('<meta property="og:image" content="http://staffdesk.test/backend/api/uploads/a.png" />')
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(jsonLd).not.toMatch(/[<>]/)
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Engineer </script><script>alert(1)</script>',
      // The staff preview's reading: a heading under the page's own, raw HTML dropped (never markup, never shown as code).
      description: '<h3>Role</h3><ul><li>Build things</li></ul>',
      validThrough: '2999-01-31T23:59:59',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme <Robotics>', sameAs: 'https://acme.example', logo: 'http://staffdesk.test/backend/api/uploads/a.png' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Pittsburgh', addressRegion: 'PA' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 100, maxValue: 200, unitText: 'YEAR' } },
      directApply: true,
    })
  })

  it('heads the site page, and answers 410 for a closed job and 404 for a draft, an unknown site or address, with the careers page', async () => {
    const site = await server.fetch('/careers/?company=acme')
    expect(site.status).toBe(200)
    expect(await site.text()).toContain('<title>Careers at Acme &lt;Robotics&gt;</title>')
    const closed = await server.fetch(`/careers/job/?company=acme&id=${ids.closed}`)
    expect(closed.status).toBe(410)
    const closedPage = await closed.text()
    expect(closedPage).toContain('<h1>This job is closed</h1>')
    expect(closedPage).toContain('<title>This job at Acme &lt;Robotics&gt; is closed</title>')
    expect((await server.fetch(`/careers/job/?company=acme&id=${ids.draft}`)).status).toBe(404)
    const unknown = await server.fetch('/careers/?company=nobody')
    expect(unknown.status).toBe(404)
    const unknownPage = await unknown.text()
    expect(unknownPage).toContain('<h1>Careers page not found</h1>')
    expect(unknownPage).toContain('<title>Careers page not found</title>')
    expect((await server.fetch('/careers/')).status).toBe(404)
    const elsewhere = await server.fetch('/careers/benefits/')
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.text()).toContain('<h1>Page not found</h1>')
  })

  it('sends the job and the site whole, escaped, before any script runs', async () => {
    const rootOf = async (page: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(await (await server.fetch(page)).text())?.[1] ?? ''

    const job = await rootOf(`/careers/job/?company=acme&id=${ids.open}`)
    expect(job).toContain('<h1>Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>')
    expect(job).toContain('Acme &lt;Robotics&gt;')
    expect(job).toContain('<dt>Location</dt><dd>Pittsburgh, PA</dd>')
    expect(job).toContain('<dt>Apply by</dt><dd>Jan 31, 2999</dd>')
    expect(job).toContain('<h3>Role</h3><ul><li>Build things</li></ul>')
    expect(job).not.toContain('<b>')
    expect(job).toMatch(/<a class="cr-back" href="\/careers\/\?company=acme">.*All open positions<\/a>/)
    expect(job).not.toMatch(/<script/i)
    // The apply form with the contract's names is there before the script adds its behaviour.
    for (const label of ['Name', 'Email', 'Phone', 'Resume', 'Cover letter']) expect(job).toMatch(new RegExp(`<label for="apply-[\\w]+">${label}[<]`))
    expect(job).toContain('>Submit application</button>')

    const site = await rootOf('/careers/?company=acme')
    expect(site).toContain('<h1>Careers at Acme &lt;Robotics&gt;</h1>')
    // A tag in the intro is dropped, as the staff preview drops it: never markup.
    expect(site).toContain('<p>We build  robots.</p>')
    expect(site).toContain(`<a class="cr-job-link" href="/careers/job/?company=acme&amp;id=${ids.open}">Engineer &lt;/script&gt;`)
    expect(site).toContain('1 open position<')
    expect(site).not.toContain(`id=${ids.closed}`)
    expect(site).not.toContain(`id=${ids.draft}`)
  })

  it('is the company’s site: its name and logo head the page, with no vendor name, no staff sign-in and no direction toggle', async () => {
    for (const page of ['/careers/?company=acme', `/careers/job/?company=acme&id=${ids.open}`, `/careers/job/?company=acme&id=${ids.closed}`]) {
      const body = (await (await server.fetch(page)).text()).split('<div id="root">')[1] ?? ''
      const header = /<header class="cr-bar">([\s\S]*?)<\/header>/.exec(body)?.[1] ?? ''
      expect(header).toContain('<img class="cr-brand-logo" src="/backend/api/uploads/a.png" alt="" height="32" data-hide-on-error /><span>Acme &lt;Robotics&gt;</span>')
      expect(body).toContain('<footer class="cr-footer"><p>© <span class="cr-footer-brand">Acme &lt;Robotics&gt;</span></p></footer>')
      expect(body).not.toMatch(/Staffdesk|Staff sign in|\/login\/|data-action="direction"|Toggle direction/)
    }
    // A site that is not there names no company, nor us.
    const unknown = (await (await server.fetch('/careers/?company=nobody')).text()).split('<div id="root">')[1] ?? ''
    expect(unknown).not.toMatch(/Staffdesk|Staff sign in|cr-brand|cr-footer/)
  })

  it('sends the list as the address searches and filters it, with the search in the form', async () => {
    const rootOf = async (page: string) => (await (await server.fetch(page)).text()).split('<div id="root">')[1] ?? ''
    const found = await rootOf('/careers/?company=acme&q=engineer&workplace=on_site')
    expect(found).toContain('1 open position match<')
    expect(found).toContain('name="q" maxlength="200" placeholder="Search by title or keyword" autocomplete="off" value="engineer"')
    expect(found).toContain('<option value="on_site" selected>')
    const none = await rootOf('/careers/?company=acme&q=astronaut')
    expect(none).toContain('No jobs match your search')
    expect(none).not.toContain('cr-job-link')
    // What the address holds that is not a known filter is left out: the whole list.
    expect(await rootOf('/careers/?company=acme&workplace=moon&page=x')).toContain('1 open position<')
  })

  it('writes a job whose title holds replacement patterns as it is, the page once', async () => {
    const title = "Engineer $' $& $` $1"
    const { id } = await insertJob(server.db, ids.company, { status: 'published', title, closesAt: '2999-01-31' })
    const html = await (await server.fetch(`/careers/job/?company=acme&id=${id}`)).text()
    const escaped = 'Engineer $&#39; $&amp; $` $1'
    expect(html).toContain(`<title>${escaped} at Acme &lt;Robotics&gt;</title>`)
    expect(html).toContain(`<h1>${escaped}</h1>`)
    expect(html.match(/<html/g)).toHaveLength(1)
    expect(html.match(/<\/head>/g)).toHaveLength(1)
    expect(html.match(/<div id="root">/g)).toHaveLength(1)
  })

  it('leaves a candidate’s privacy page to its script, kept out of search engines and referrers', async () => {
    const response = await server.fetch('/careers/privacy/?token=secret-token')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<meta name="referrer" content="no-referrer" />')
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('secret-token')
  })

  it('leaves a candidate’s offer to its script, kept out of search engines and referrers', async () => {
    const response = await server.fetch('/careers/offer/?token=signing-token')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Your offer</title>')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<meta name="referrer" content="no-referrer" />')
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('signing-token')
  })
})
