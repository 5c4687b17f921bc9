import { DEFAULT_BRAND_COLOR } from '@common/careers'
import { DEFAULT_REJECTION_REASONS } from '@common/pipeline'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../../db/schema/files'
import { FileStore } from '../../platform/files/file-store'
import { addMember, createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { LOGO_MAX_BYTES } from './logo-image'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme' })
})

const asOwner = () => ({ token: owner.token })

/** A new company's careers site: named after the company, private until the owner opens it. */
const CAREERS_DEFAULTS = { slug: 'acme', public: false, intro: '', brand_color: DEFAULT_BRAND_COLOR }

/** The company's stored files, as every API process sees them. */
const storedFilesOfCompany = () =>
  server.db
    .select({ key: storedFiles.key, purpose: storedFiles.purpose, contentType: storedFiles.contentType, originalName: storedFiles.originalName })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, owner.company.id))

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)">' + '<script>alert(document.cookie)</script><rect width="4" height="4" fill="#123"/></svg>',
)

function uploadLogo(bytes: Uint8Array | string, fileName: string, declaredType: string, token = owner.token) {
  const form = new FormData()
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: declaredType }), fileName)
  return server.fetch('/backend/api/settings/logo', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
}

describe('GET and PATCH settings', () => {
  it('reads the company settings', async () => {
    const response = await server.get('settings', asOwner())
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      company_name: 'Acme',
      company_logo: null,
      website: null,
      timezone: 'UTC',
      departments: [],
      locations: [],
      rejection_reasons: [...DEFAULT_REJECTION_REASONS],
      retention_days: 365,
      consent_text: 'I agree that Acme keeps my application data to consider me for jobs, for 365 days after my last activity, and then erases it.',
      consent_version: 1,
      careers: CAREERS_DEFAULTS,
    })
  })

  it('changes what is sent, canonicalising the time zone, and the session shows the new name', async () => {
    const response = await server.patch('settings', { company_name: ' Acme Corp ', website: 'https://acme.example/about', timezone: 'europe/berlin' }, asOwner())

    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      company_name: 'Acme Corp',
      company_logo: null,
      website: 'https://acme.example/about',
      timezone: 'Europe/Berlin',
      departments: [],
      locations: [],
      rejection_reasons: [...DEFAULT_REJECTION_REASONS],
      retention_days: 365,
      // The default consent names the company: a new name is a new text, and a new version.
      consent_text: 'I agree that Acme Corp keeps my application data to consider me for jobs, for 365 days after my last activity, and then erases it.',
      consent_version: 2,
      careers: CAREERS_DEFAULTS,
    })
    expect((await server.get('settings', asOwner())).body).toEqual(response.body)
    expect((await server.get('user', asOwner())).body.user.company_settings.company_name).toBe('Acme Corp')

    const cleared = await server.patch('settings', { website: '' }, asOwner())
    expect(cleared.body).toMatchObject({ company_name: 'Acme Corp', website: null, timezone: 'Europe/Berlin' })
  })

  it('answers 422 with a message per field for bad values and changes nothing', async () => {
    const response = await server.patch(
      'settings',
      { company_name: '', website: 'javascript:alert(1)', timezone: 'Mars/Olympus_Mons', company_logo: 'https://evil.test/x.png' },
      asOwner(),
    )

    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      company_name: ['Enter your company name'],
      website: ['Enter a web address starting with https://'],
      timezone: ['"Mars/Olympus_Mons" is not a time zone; use an IANA name such as Europe/Berlin'],
      company_logo: ['Upload a new logo through settings/logo; only null (remove) is accepted here'],
    })
    expect((await server.get('settings', asOwner())).body.company_name).toBe('Acme Corp')
  })
})

describe('rejection reasons and retention', () => {
  it('starts with the contract’s reasons and a year, and keeps the company’s own', async () => {
    const response = await server.patch('settings', { rejection_reasons: [' Not a fit ', 'Withdrew'], retention_days: 730 }, asOwner())
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ rejection_reasons: ['Not a fit', 'Withdrew'], retention_days: 730 })
    expect((await server.get('settings', asOwner())).body).toMatchObject({ rejection_reasons: ['Not a fit', 'Withdrew'], retention_days: 730 })
    await server.patch('settings', { rejection_reasons: [...DEFAULT_REJECTION_REASONS], retention_days: 365 }, asOwner())
  })

  it('refuses an empty or doubled list and a retention outside 30 to 3,650 days', async () => {
    const empty = await server.patch('settings', { rejection_reasons: [], retention_days: 10 }, asOwner())
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({
      rejection_reasons: ['Keep at least one rejection reason'],
      retention_days: ['Keep applicant data at least 30 days'],
    })
    const doubled = await server.patch('settings', { rejection_reasons: ['Other', 'other'], retention_days: 4000 }, asOwner())
    expect(doubled.body.errors).toEqual({
      rejection_reasons: ['“other” is in the list twice'],
      retention_days: ['Keep applicant data at most 3,650 days'],
    })
  })
})

describe('careers settings', () => {
  it('changes any of the careers fields, leaving the others, and lower-cases the colour', async () => {
    const response = await server.patch('settings', { careers: { public: true, intro: '## Join us\n\nWe build robots.', brand_color: '#AA3300' } }, asOwner())
    expect(response.status).toBe(200)
    expect(response.body.careers).toEqual({ slug: 'acme', public: true, intro: '## Join us\n\nWe build robots.', brand_color: '#aa3300' })
    const renamed = await server.patch('settings', { careers: { slug: 'acme-jobs' } }, asOwner())
    expect(renamed.body.careers).toEqual({ slug: 'acme-jobs', public: true, intro: '## Join us\n\nWe build robots.', brand_color: '#aa3300' })
    expect((await server.get('settings', asOwner())).body.careers.slug).toBe('acme-jobs')
    await server.patch('settings', { careers: CAREERS_DEFAULTS }, asOwner())
  })

  it('answers 422 beside each careers field it refuses', async () => {
    const response = await server.patch('settings', { careers: { slug: 'Acme Jobs!', public: 'yes', intro: 'x'.repeat(5001), brand_color: 'red' } }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'careers.slug': ['Use lower-case letters, digits and hyphens only'],
      'careers.public': ['Use true or false'],
      'careers.intro': ['Use at most 5,000 characters'],
      'careers.brand_color': ['Use a colour like #1c7ed6'],
    })
    const short = await server.patch('settings', { careers: { slug: 'ab' } }, asOwner())
    expect(short.body.errors).toEqual({ 'careers.slug': ['Use at least 3 characters'] })
    expect((await server.get('settings', asOwner())).body.careers).toEqual(CAREERS_DEFAULTS)
  })

  it('answers 409 naming a slug another company has, and changes nothing else in that request', async () => {
    const other = await createAccount(server.db, { companyName: 'Globex Careers' })
    expect((await server.get('settings', { token: other.token })).body.careers.slug).toBe('globex-careers')
    const response = await server.patch('settings', { company_name: 'Acme Two', careers: { slug: 'globex-careers' } }, asOwner())
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      message: 'The address “globex-careers” is taken by another company; choose another',
      errors: { 'careers.slug': ['The address “globex-careers” is taken by another company; choose another'] },
    })
    expect((await server.get('settings', asOwner())).body).toMatchObject({ company_name: 'Acme Corp', careers: { slug: 'acme' } })
  })

  it('gives a company signing up a free slug made from its name', async () => {
    const first = await server.post('signup', { company_name: 'Ünïcorn Labs', name: 'Una', email: 'una@unicorn.test', password: 'correct horse battery' })
    const second = await server.post('signup', { company_name: 'Unicorn  Labs', name: 'Ulf', email: 'ulf@unicorn.test', password: 'correct horse battery' })
    expect([first.status, second.status]).toEqual([201, 201])
    const slugs = await Promise.all([first, second].map(async (signup) => (await server.get('settings', { token: signup.body.token })).body.careers))
    expect(slugs).toEqual([
      { slug: 'unicorn-labs', public: false, intro: '', brand_color: DEFAULT_BRAND_COLOR },
      { slug: 'unicorn-labs-2', public: false, intro: '', brand_color: DEFAULT_BRAND_COLOR },
    ])
  })
})

describe('departments and locations', () => {
  it('stores each list trimmed, in the order sent, and gives them back in GET settings', async () => {
    const response = await server.patch('settings', { departments: [' Engineering ', 'Sales', 'People Ops'], locations: ['Berlin', 'Remote (EU)'] }, asOwner())
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ departments: ['Engineering', 'Sales', 'People Ops'], locations: ['Berlin', 'Remote (EU)'] })
    expect((await server.get('settings', asOwner())).body.departments).toEqual(['Engineering', 'Sales', 'People Ops'])
    // Changing one list leaves the other alone.
    const renamed = await server.patch('settings', { departments: ['Sales', 'Engineering & Data'] }, asOwner())
    expect(renamed.body).toMatchObject({ departments: ['Sales', 'Engineering & Data'], locations: ['Berlin', 'Remote (EU)'] })
  })

  it('answers 422 naming a duplicate (ignoring case), an empty name, a name too long or too many names', async () => {
    const before = (await server.get('settings', asOwner())).body
    const duplicate = await server.patch('settings', { departments: ['Sales', 'Design', ' sales '], locations: ['Berlin', ''] }, asOwner())
    expect(duplicate.status).toBe(422)
    expect(duplicate.body.errors).toEqual({
      departments: ['“sales” is in the list twice'],
      locations: ['Give every location a name'],
    })
    const long = await server.patch('settings', { locations: ['x'.repeat(101)] }, asOwner())
    expect(long.body.errors).toEqual({ locations: [`“${'x'.repeat(30)}…” is longer than 100 characters`] })
    const many = await server.patch('settings', { departments: Array.from({ length: 101 }, (_, index) => `Team ${index}`) }, asOwner())
    expect(many.body.errors).toEqual({ departments: ['Keep at most 100 departments'] })
    const notList = await server.patch('settings', { departments: 'Sales' }, asOwner())
    expect(notList.body.errors).toEqual({ departments: ['Send the departments as a list of names'] })
    expect((await server.get('settings', asOwner())).body).toEqual(before)
    const exactly = await server.patch('settings', { departments: Array.from({ length: 100 }, (_, index) => `${index}`.padStart(100, 'd')) }, asOwner())
    expect(exactly.status).toBe(200)
    await server.patch('settings', { departments: before.departments }, asOwner())
  })

  it('GET settings/lists gives the lists to any user of the company, without settings.allow', async () => {
    await server.patch('settings', { departments: ['Sales'], locations: ['Berlin'], rejection_reasons: ['Not qualified', 'Relocation'], timezone: 'Europe/Berlin' }, asOwner())
    const recruiter = await addMember(server.db, owner.company.id, ['job.add'])
    const response = await server.get('settings/lists', { token: recruiter.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ departments: ['Sales'], locations: ['Berlin'], rejection_reasons: ['Not qualified', 'Relocation'], timezone: 'Europe/Berlin' })
    expect((await server.get('settings', { token: recruiter.token })).status).toBe(403)
    const other = await createAccount(server.db)
    expect((await server.get('settings/lists', { token: other.token })).body).toEqual({
      departments: [],
      locations: [],
      rejection_reasons: ['Not qualified', 'Position filled', 'Withdrew', 'No response', 'Salary expectations', 'Other'],
      timezone: 'UTC',
    })
    const lapsed = await createAccount(server.db, { subscription: { status: 'past_due' } })
    expect((await server.get('settings/lists', { token: lapsed.token })).status).toBe(402)
  })
})

describe('POST settings/logo', () => {
  it('stores a PNG under a random name, shows it in the session, and serves it with its type', async () => {
    const response = await uploadLogo(PNG, 'my logo.png', 'image/png')

    expect(response.status).toBe(200)
    const { company_logo } = (await response.json()) as { company_logo: string }
    expect(company_logo).toMatch(/^\/backend\/api\/uploads\/[\w-]{32}\.png$/)
    expect(company_logo).not.toContain('my logo')
    expect((await server.get('user', asOwner())).body.user.company_settings.company_logo).toBe(company_logo)
    expect((await server.get('settings', asOwner())).body.company_logo).toBe(company_logo)

    const served = await server.fetch(company_logo)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    expect(await storedFilesOfCompany()).toEqual([{ key: company_logo.split('/').pop(), purpose: 'logo', contentType: 'image/png', originalName: 'my logo.png' }])
  })

  it('goes by the bytes, not the name or the declared type', async () => {
    const jpegAsSvg = await uploadLogo(JPEG, 'logo.svg', 'image/svg+xml')
    expect(jpegAsSvg.status).toBe(200)
    const { company_logo } = (await jpegAsSvg.json()) as { company_logo: string }
    expect(company_logo).toMatch(/\.jpg$/)
    expect((await server.fetch(company_logo)).headers.get('content-type')).toBe('image/jpeg')

    const htmlAsPng = await uploadLogo('<html><script>alert(1)</script></html>', 'logo.png', 'image/png')
    expect(htmlAsPng.status).toBe(415)
    expect(await htmlAsPng.json()).toEqual({ message: 'Upload a PNG, JPEG, WebP or SVG image; this file is none of them' })

    const gif = await uploadLogo('GIF89a\x01\x00\x01\x00', 'logo.gif', 'image/gif')
    expect(gif.status).toBe(415)
  })

  it('serves a sanitised SVG with a restrictive Content-Security-Policy', async () => {
    const response = await uploadLogo(SVG, 'logo.svg', 'image/svg+xml')
    expect(response.status).toBe(200)
    const { company_logo } = (await response.json()) as { company_logo: string }
    expect(company_logo).toMatch(/\.svg$/)

    const served = await server.fetch(company_logo)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await served.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123"></rect></svg>')
  })

  it('replaces the previous logo file, and PATCH company_logo null removes the logo', async () => {
    const first = (await (await uploadLogo(PNG, 'a.png', 'image/png')).json()) as { company_logo: string }
    const second = (await (await uploadLogo(PNG, 'b.png', 'image/png')).json()) as { company_logo: string }
    expect(second.company_logo).not.toBe(first.company_logo)
    expect((await server.fetch(first.company_logo)).status).toBe(404)

    const removed = await server.patch('settings', { company_logo: null }, asOwner())
    expect(removed.body.company_logo).toBeNull()
    expect((await server.fetch(second.company_logo)).status).toBe(404)
    expect((await server.get('user', asOwner())).body.user.company_settings.company_logo).toBeNull()
    expect(await storedFilesOfCompany()).toEqual([])
  })

  it('answers 413 for a file over 2 MB, and for a body whose length says so before it is read', async () => {
    const large = new Uint8Array(LOGO_MAX_BYTES + 1)
    large.set(PNG)
    const response = await uploadLogo(large, 'big.png', 'image/png')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The logo must be at most 2 MB' })

    const declared = await server.fetch('/backend/api/settings/logo', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: '--x--',
    })
    expect(declared.status).toBe(413)

    const exactly = new Uint8Array(LOGO_MAX_BYTES)
    exactly.set(PNG)
    expect((await uploadLogo(exactly, 'max.png', 'image/png')).status).toBe(200)
  })

  it('answers 422 when the file field is missing', async () => {
    const form = new FormData()
    form.append('logo', new Blob([PNG]), 'logo.png')
    const response = await server.fetch('/backend/api/settings/logo', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Attach the logo as the multipart field "file"',
      errors: { file: ['Attach the logo as the multipart field "file"'] },
    })
  })

  it('refuses a form of thousands of parts with a 413 before parsing it', async () => {
    const parts = Array.from({ length: 10_000 }, (_, index) => `--x\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('') + '--x--\r\n'
    const response = await server.fetch('/backend/api/settings/logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: parts,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'A form holds at most 10 fields' })
  })
})

describe('GET uploads/{name}', () => {
  it('answers 404 for unknown names and anything that tries to leave the uploads folder', async () => {
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png', '..%2F..%2Fpackage.json', '%2e%2e%2fpackage.json', 'x.html']) {
      const response = await server.fetch(`/backend/api/uploads/${name}`)
      expect(response.status, name).toBe(404)
    }
  })

  it('answers 404 for a stored file that is not a logo, such as a resume', async () => {
    const resume = await new FileStore(server.db).save(owner.company.id, {
      purpose: 'resume',
      bytes: new TextEncoder().encode('%PDF-1.7'),
      contentType: 'application/pdf',
      extension: 'pdf',
    })
    expect((await server.fetch(`/backend/api/uploads/${resume.key}`)).status).toBe(404)
  })
})
