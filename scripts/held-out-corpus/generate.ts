/**
 * Renders the parser's held-out corpus (server/modules/resumes/parser/held-out/) from people.ts:
 * published JSON Resume themes printed to PDF by Chromium, an HTML page with a sidebar and native
 * headings printed the same way, DOCX written by pandoc from Markdown, plain text, and six
 * scanned PDFs (a theme's PDF rasterised by pdftoppm, its pages stored as images only). The themes,
 * Bootstrap and Font Awesome are installed into a temporary folder, never into the project; the
 * themes' CDN requests are answered from those packages (there is no network), so icon glyphs
 * reach the PDFs' text layers as real private-use characters. expected.json is written from
 * people.ts alone.
 *
 *   npm run corpus:held-out    (needs pandoc and poppler-utils: apt-get install -y pandoc poppler-utils)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parsePhoneNumber } from 'libphonenumber-js/max'
import { PDFDocument } from 'pdf-lib'
import { chromium, type Browser } from 'playwright-core'
import { HELD_OUT_DIR, HELD_OUT_TODAY, type HeldOutExpected } from '../../server/modules/resumes/parser/held-out/expected'
import { CANONICAL_SKILLS, HELD_OUT_PEOPLE, type HeldOutPerson, type Language, type When } from './people'

/** Exact versions, so that a second run prints the same pages. */
const PACKAGES = [
  'jsonresume-theme-even@0.26.1',
  'jsonresume-theme-elegant@1.16.1',
  'jsonresume-theme-kendall@0.2.0',
  'jsonresume-theme-flat@0.3.7',
  'jsonresume-theme-macchiato@1.1.0',
  'jsonresume-theme-stackoverflow@3.3.0',
  'bootstrap@3.4.1',
  '@fortawesome/fontawesome-free@7.3.1',
]

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/** The generator's temporary theme folder, kept between runs so that a second run needs no registry. */
const THEMES_DIR = path.join(tmpdir(), 'staffdesk-held-out-themes')

function installThemes(): void {
  mkdirSync(THEMES_DIR, { recursive: true })
  if (!existsSync(path.join(THEMES_DIR, 'package.json'))) writeFileSync(path.join(THEMES_DIR, 'package.json'), '{ "private": true }\n')
  execFileSync('npm', ['install', '--prefix', THEMES_DIR, '--no-audit', '--no-fund', '--ignore-scripts', ...PACKAGES], { stdio: 'inherit' })
}

const fromThemes = (...parts: string[]) => path.join(THEMES_DIR, 'node_modules', ...parts)

// ── Words of each language ──────────────────────────────────────────────────────────────────

interface Words {
  experience: string
  education: string
  skills: string
  languages: string
  contact: string
  present: string
  months: readonly string[] | null
  /** Generic duties, one per position, that name no skill. */
  duties: readonly string[]
}

const WORDS: Record<Language, Words> = {
  en: {
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
    present: 'Present',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    duties: ['Led a team of six across two sites', 'Cut turnaround times by a fifth in the first year', 'Trained new colleagues and wrote the team handbook'],
  },
  it: {
    experience: 'Esperienza professionale',
    education: 'Formazione',
    skills: 'Competenze',
    languages: 'Lingue',
    contact: 'Contatti',
    present: 'oggi',
    months: null,
    duties: ['Coordinamento di un gruppo di sei persone su due sedi', 'Riduzione dei tempi di lavorazione del 20% nel primo anno', 'Formazione dei nuovi colleghi'],
  },
  fr: {
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    contact: 'Contact',
    present: "aujourd'hui",
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    duties: ["Encadrement d'une équipe de six personnes sur deux sites", 'Réduction des délais de 20 % dès la première année', 'Accueil et formation des nouveaux collègues'],
  },
  es: {
    experience: 'Experiencia profesional',
    education: 'Educación',
    skills: 'Competencias',
    languages: 'Idiomas',
    contact: 'Contacto',
    present: 'actualidad',
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    duties: ['Coordinación de un equipo de seis personas en dos centros', 'Reducción de los plazos en un 20 % durante el primer año', 'Formación de nuevos compañeros'],
  },
  de: {
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    contact: 'Kontakt',
    present: 'heute',
    months: null,
    duties: ['Leitung eines Teams von sechs Personen an zwei Standorten', 'Durchlaufzeiten im ersten Jahr um 20 % gesenkt', 'Einarbeitung neuer Kolleginnen und Kollegen'],
  },
}

/** "03/2019" in Italian, "03.2019" in German, "mars 2019" in French, "Mar 2019" in English; a bare year as it is. */
function writeWhen(when: When | null, language: Language): string {
  const words = WORDS[language]
  if (when === null) return words.present
  const [year, month] = when.split('-')
  if (!month) return year ?? ''
  if (words.months) return `${words.months[Number(month) - 1]} ${year}`
  return language === 'de' ? `${month}.${year}` : `${month}/${year}`
}

const writeRange = (start: When, end: When | null, language: Language) => `${writeWhen(start, language)} – ${writeWhen(end, language)}`
const allSkills = (person: HeldOutPerson) => Object.values(person.skills).flat()
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const profileNetwork = (link: string) => (link.startsWith('github.com') ? 'GitHub' : 'LinkedIn')

// ── JSON Resume themes ──────────────────────────────────────────────────────────────────────

/** The person as a JSON Resume (jsonresume.org/schema), which every theme renders. */
function jsonResume(person: HeldOutPerson): unknown {
  const current = person.positions.find((position) => position.end === null) ?? person.positions[0]
  const isoDate = (when: When) => (when.length === 4 ? when : `${when}-01`)
  return {
    basics: {
      name: person.name,
      label: current?.title,
      email: person.email,
      phone: person.phone,
      location: { city: person.city, region: person.country },
      profiles: person.links.map((link) => ({ network: profileNetwork(link), username: link.split('/').at(-1), url: `https://${link}` })),
    },
    work: person.positions.map((position, index) => ({
      name: position.company,
      position: position.title,
      startDate: isoDate(position.start),
      ...(position.end ? { endDate: isoDate(position.end) } : {}),
      highlights: [WORDS.en.duties[index % WORDS.en.duties.length]],
    })),
    education: person.education.map((schooling) => ({
      institution: schooling.institution,
      studyType: schooling.degree,
      startDate: isoDate(schooling.start),
      endDate: isoDate(schooling.end),
    })),
    skills: Object.entries(person.skills).map(([name, keywords]) => ({ name, keywords })),
    languages: (person.languages ?? []).map((language) => ({ language })),
  }
}

async function themeHtml(person: HeldOutPerson): Promise<string> {
  // A theme published as an ES module (even) is imported from its "module" entry: its CommonJS build requires ES-only packages.
  const folder = fromThemes(`jsonresume-theme-${person.render}`)
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { module?: string }
  const entry = manifest.module ? path.join(folder, manifest.module) : createRequire(path.join(THEMES_DIR, 'package.json')).resolve(`jsonresume-theme-${person.render}`)
  const module = (await import(pathToFileURL(entry).href)) as {
    render?: (resume: unknown) => string | Promise<string>
    default?: { render?: (resume: unknown) => string | Promise<string> }
  }
  const render = module.render ?? module.default?.render
  if (!render) throw new Error(`jsonresume-theme-${person.render} exports no render()`)
  return render(jsonResume(person))
}

// ── HTML with a sidebar, native headings ────────────────────────────────────────────────────

const FONT_AWESOME_CDN = 'https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css'

function sidebarHtml(person: HeldOutPerson): string {
  const words = WORDS[person.language]
  const current = person.positions.find((position) => position.end === null) ?? person.positions[0]
  const contact = (icon: string, text: string) => `<li><i class="${icon}"></i> ${escapeHtml(text)}</li>`
  return `<!doctype html><html lang="${person.language}"><head><meta charset="utf-8"><link rel="stylesheet" href="${FONT_AWESOME_CDN}">
<style>
body { margin: 0; font: 10.5pt/1.45 "DejaVu Sans", sans-serif; color: #222 }
.page { display: grid; grid-template-columns: 34% 66%; min-height: 100vh }
aside { background: #23395d; color: #fff; padding: 28px 20px }
main { padding: 28px 30px }
h1 { margin: 0; font-size: 22pt } .role { color: #4a6fa5; font-size: 13pt; margin-bottom: 14px }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: .08em; border-bottom: 1px solid currentColor; padding-bottom: 3px; margin-top: 22px }
ul { list-style: none; padding: 0 } aside li { margin: 6px 0 } i { width: 16px; margin-right: 6px }
.job { margin-bottom: 12px } .job b { display: block } .when { color: #666; font-size: 9.5pt }
</style></head><body><div class="page">
<aside>
<h2>${words.contact}</h2><ul>
${contact('fa-solid fa-envelope', person.email)}
${contact('fa-solid fa-phone', person.phone)}
${contact('fa-solid fa-location-dot', `${person.city}, ${person.country}`)}
${person.links.map((link) => contact(link.startsWith('github.com') ? 'fa-brands fa-github' : 'fa-brands fa-linkedin', link)).join('\n')}
</ul>
<h2>${words.skills}</h2><ul>${allSkills(person)
    .map((skill) => `<li>${escapeHtml(skill)}</li>`)
    .join('')}</ul>
${person.languages ? `<h2>${words.languages}</h2><ul>${person.languages.map((language) => `<li>${escapeHtml(language)}</li>`).join('')}</ul>` : ''}
</aside>
<main>
<h1>${escapeHtml(person.name)}</h1><div class="role">${escapeHtml(current?.title ?? '')}</div>
<h2>${words.experience}</h2>
${person.positions
  .map(
    (position, index) =>
      `<div class="job"><b>${escapeHtml(position.title)} · ${escapeHtml(position.company)}</b><span class="when">${writeRange(position.start, position.end, person.language)}</span><div>${escapeHtml(words.duties[index % words.duties.length] ?? '')}</div></div>`,
  )
  .join('\n')}
<h2>${words.education}</h2>
${person.education
  .map(
    (schooling) =>
      `<div class="job"><b>${escapeHtml(schooling.degree)}</b>${escapeHtml(schooling.institution)}<br><span class="when">${writeRange(schooling.start, schooling.end, person.language)}</span></div>`,
  )
  .join('\n')}
</main></div></body></html>`
}

// ── Chromium ────────────────────────────────────────────────────────────────────────────────

/** The themes' CDN stylesheets and fonts, answered from the installed packages; anything else is refused. */
function cdnFile(url: string): { path: string; type: string } | null {
  const file = url.split(/[?#]/)[0] ?? ''
  const name = path.basename(file)
  if (/bootstrap.*\.css$/.test(file)) return { path: fromThemes('bootstrap', 'dist', 'css', 'bootstrap.min.css'), type: 'text/css' }
  if (/font-?awesome.*\.css$/.test(file)) return { path: fromThemes('@fortawesome', 'fontawesome-free', 'css', 'all.min.css'), type: 'text/css' }
  if (/\.(woff2|woff|ttf)$/.test(name)) {
    const font = [fromThemes('@fortawesome', 'fontawesome-free', 'webfonts', name), fromThemes('bootstrap', 'dist', 'fonts', name)].find((candidate) => existsSync(candidate))
    return font ? { path: font, type: 'font/woff2' } : null
  }
  return null
}

async function printPdf(browser: Browser, html: string): Promise<Uint8Array> {
  const page = await browser.newPage()
  try {
    await page.route('**/*', async (route) => {
      const url = route.request().url()
      if (!/^https?:/.test(url)) return route.continue()
      // Font Awesome 4's stylesheet is answered with the free package's shims, which need its main stylesheet too.
      if (/font-?awesome\/4/.test(url) || /font-awesome\.min\.css$/.test(url)) {
        const css = ['all.min.css', 'v4-shims.min.css'].map((name) => readFileSync(fromThemes('@fortawesome', 'fontawesome-free', 'css', name), 'utf8')).join('\n')
        return route.fulfill({ status: 200, contentType: 'text/css', body: css })
      }
      const file = cdnFile(url)
      return file ? route.fulfill({ status: 200, contentType: file.type, body: readFileSync(file.path) }) : route.abort()
    })
    await page.setContent(html, { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    return await page.pdf({ format: 'A4', printBackground: true })
  } finally {
    await page.close()
  }
}

/** Each page rasterised (gray, 150 dpi) and stored as an image: a PDF with no text layer. */
async function scanned(pdf: Uint8Array): Promise<Uint8Array> {
  const work = mkdtempSync(path.join(tmpdir(), 'held-out-scan-'))
  try {
    writeFileSync(path.join(work, 'printed.pdf'), pdf)
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-jpeg', '-jpegopt', 'quality=70', path.join(work, 'printed.pdf'), path.join(work, 'page')])
    const document = await PDFDocument.create()
    for (const file of readdirSync(work).filter((name) => name.endsWith('.jpg')).sort()) {
      const image = await document.embedJpg(readFileSync(path.join(work, file)))
      const { width, height } = image.scale(72 / 150)
      document.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height })
    }
    return await document.save()
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

// ── pandoc DOCX and plain text ──────────────────────────────────────────────────────────────

function markdown(person: HeldOutPerson): string {
  const words = WORDS[person.language]
  const current = person.positions.find((position) => position.end === null) ?? person.positions[0]
  const escape = (text: string) => text.replace(/([*_#[\]\\`])/g, '\\$1')
  return [
    `# ${escape(person.name)}`,
    '',
    `**${escape(current?.title ?? '')}**`,
    '',
    [person.email, person.phone, `${person.city}, ${person.country}`, ...person.links].map(escape).join(' · '),
    '',
    `## ${words.experience}`,
    '',
    ...person.positions.flatMap((position, index) => [
      `### ${escape(position.title)}, ${escape(position.company)}`,
      '',
      `*${writeRange(position.start, position.end, person.language)}*`,
      '',
      `- ${words.duties[index % words.duties.length]}`,
      '',
    ]),
    `## ${words.education}`,
    '',
    ...person.education.flatMap((schooling) => [`**${escape(schooling.institution)}**, ${escape(schooling.degree)} (${writeRange(schooling.start, schooling.end, person.language)})`, '']),
    `## ${words.skills}`,
    '',
    allSkills(person).map(escape).join(', '),
    '',
  ].join('\n')
}

function pandocDocx(person: HeldOutPerson): Uint8Array {
  return execFileSync('pandoc', ['--from', 'markdown', '--to', 'docx', '--output', '-'], { input: markdown(person), maxBuffer: 16 * 1024 * 1024 })
}

function plainText(person: HeldOutPerson): Uint8Array {
  const words = WORDS[person.language]
  const current = person.positions.find((position) => position.end === null) ?? person.positions[0]
  const lines = [
    person.name.toUpperCase(),
    current?.title ?? '',
    `${person.city}, ${person.country} | ${person.phone} | ${person.email}${person.links.map((link) => ` | ${link}`).join('')}`,
    '',
    words.experience.toUpperCase(),
    ...person.positions.flatMap((position, index) => [
      `${writeRange(position.start, position.end, person.language)}  ${position.title}, ${position.company}`,
      `  * ${words.duties[index % words.duties.length]}`,
    ]),
    '',
    words.education.toUpperCase(),
    ...person.education.map((schooling) => `${writeRange(schooling.start, schooling.end, person.language)}  ${schooling.degree}, ${schooling.institution}`),
    '',
    words.skills.toUpperCase(),
    allSkills(person).join(' / '),
    '',
  ]
  return new TextEncoder().encode(lines.join('\n'))
}

// ── Expected fields ─────────────────────────────────────────────────────────────────────────

/** Months the positions cover, overlaps once, as the fixture corpus counts them: a bare year counts from its middle. */
function yearsOfExperience(person: HeldOutPerson): number {
  const month = (when: When) => {
    const [year, value] = when.split('-').map(Number)
    return (year ?? 0) * 12 + (value === undefined ? 6 : value - 1)
  }
  const today = HELD_OUT_TODAY.getUTCFullYear() * 12 + HELD_OUT_TODAY.getUTCMonth()
  const ranges = person.positions.map((position) => ({ start: month(position.start), end: position.end === null ? today : month(position.end) })).sort((a, b) => a.start - b.start)
  let months = 0
  let reach = Number.NEGATIVE_INFINITY
  for (const range of ranges) {
    const from = Math.max(range.start, reach)
    if (range.end > from) months += range.end - from
    reach = Math.max(reach, range.end)
  }
  return Math.round((months / 12) * 10) / 10
}

/** The JSON Resume themes that print no location anywhere: a resume made with them does not say where its person lives. */
const PRINTS_NO_LOCATION = new Set(['flat'])

function expectedOf(person: HeldOutPerson, file: string): HeldOutExpected {
  const phone = parsePhoneNumber(person.phone, person.phoneCountry)
  if (!phone.isValid()) throw new Error(`${person.name}: ${person.phone} is not a valid number in ${person.phoneCountry}`)
  return {
    file,
    layout: person.scanned ? `${person.render}-scanned` : person.render,
    language: person.language,
    name: person.name,
    email: person.email,
    phone: phone.number,
    location: PRINTS_NO_LOCATION.has(person.render) ? null : `${person.city}, ${person.country}`,
    title: (person.positions.find((position) => position.end === null) ?? person.positions[0])?.title ?? '',
    skills: [...new Set(allSkills(person).map((skill) => CANONICAL_SKILLS[skill] ?? skill))].sort(),
    years_experience: yearsOfExperience(person),
    education: person.education.map((schooling) => schooling.institution),
  }
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

const extension = (person: HeldOutPerson) => (person.render === 'pandoc-docx' ? 'docx' : person.render === 'txt' ? 'txt' : 'pdf')

async function main(): Promise<void> {
  const expected = HELD_OUT_PEOPLE.map((person, index) => expectedOf(person, `${String(index + 1).padStart(2, '0')}-${slug(person.name)}.${extension(person)}`))
  writeFileSync(path.join(HELD_OUT_DIR, 'expected.json'), `${JSON.stringify({ today: HELD_OUT_TODAY.toISOString().slice(0, 10), resumes: expected }, null, 2)}\n`)
  installThemes()
  for (const file of readdirSync(HELD_OUT_DIR)) if (/^\d{2}-.*\.(pdf|docx|txt)$/.test(file)) rmSync(path.join(HELD_OUT_DIR, file))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  try {
    for (const [index, person] of HELD_OUT_PEOPLE.entries()) {
      const file = expected[index]?.file ?? ''
      let bytes: Uint8Array
      if (person.render === 'pandoc-docx') bytes = pandocDocx(person)
      else if (person.render === 'txt') bytes = plainText(person)
      else {
        const pdf = await printPdf(browser, person.render === 'html-sidebar' ? sidebarHtml(person) : await themeHtml(person))
        bytes = person.scanned ? await scanned(pdf) : pdf
      }
      writeFileSync(path.join(HELD_OUT_DIR, file), bytes)
      console.log(`${file} (${Math.round(bytes.byteLength / 1024)} kB)`)
    }
  } finally {
    await browser.close()
  }
  console.log(`${expected.length} resumes and expected.json in ${HELD_OUT_DIR}`)
}

await main()
