import { MERGE_FIELDS, type MergeFieldName } from '@common/messages'
import { escapeHtml, markdownToHtml, markdownToText } from '@common/markdown'
import { Liquid } from 'liquidjs'
import { validationError } from '../../lib/errors'

/** A message's merge values; a field left out has no value for it (an interview's time before there is an interview). */
export type MergeValues = Partial<Record<MergeFieldName, string>>

export interface RenderedMail {
  subject: string
  /** The Markdown with the fields filled, each value escaped: what the message keeps and shows. */
  body: string
  html: string
  text: string
}

/** A value on one line: a line break in a name would start a new paragraph, list or heading. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ')

/** A web address a value may be as a whole (a scheduling or offer link), written as an autolink: nothing in it can become markup. */
const PLAIN_URL = /^https?:\/\/[^\s<>\\]+$/

/**
 * A value as Markdown that reads as the text itself: every ASCII punctuation mark escaped
 * (CommonMark lets any be), so `**x**`, `[a](b)` or `<b>x</b>` arrive as those characters, then
 * HTML-escaped by the renderer. A whole web address becomes `<address>`, a link in the text and a
 * valid target of `[words]({{ offer.link }})` (a value that is not one is unlinked: unlinkNotes).
 */
function markdownValue(value: unknown): string {
  const text = oneLine(String(value ?? ''))
  if (PLAIN_URL.test(text)) return `<${text}>`
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&')
}

/** The merge fields whose value is a web address once it exists (`scheduling.link`, `offer.link`, `privacy.link`). */
const LINK_FIELDS = MERGE_FIELDS.map((field) => field.name).filter((name) => name.endsWith('.link'))

/** `[words]({{ offer.link }})`: words a template links to a link field. */
const LINKED_WORDS = new RegExp(String.raw`\[([^\]\n]*)\]\(\s*\{\{\s*(${LINK_FIELDS.map((name) => name.replace('.', '\\.')).join('|')})\s*\}\}\s*\)`, 'g')

/**
 * A link field whose value is not an address (a note standing in for a link that does not exist
 * yet, or that this reader must not get: "the link to it was emailed to you") cannot be a link's
 * target: its linked words become "words (the note)", in any template, rather than a broken link
 * showing its brackets.
 */
function unlinkNotes(body: string, values: MergeValues): string {
  return body.replace(LINKED_WORDS, (whole, words: string, name: MergeFieldName) => {
    const value = values[name]
    return value === undefined || PLAIN_URL.test(oneLine(value)) ? whole : `${words} ({{ ${name} }})`
  })
}

const engineOptions = {
  strictVariables: true,
  strictFilters: true,
  // No file is ever read: {% include %} and {% render %} find nothing.
  templates: {},
  relativeReference: false,
  // A loop or a string grown past these is refused, not left to hold the server.
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 10_000_000,
}

function engine(outputEscape: (value: unknown) => string): Liquid {
  const liquid = new Liquid({ ...engineOptions, outputEscape })
  // Liquid's own `raw` skips the output escape; this one does not.
  liquid.registerFilter('raw', (value: unknown) => value)
  return liquid
}

const bodyEngine = engine(markdownValue)
const subjectEngine = engine((value) => oneLine(String(value ?? '')))

const LABELS = new Map<string, string>(MERGE_FIELDS.map((field) => [field.name, field.label]))

/** Liquid's error as the contract's 422 on the field that holds the template, naming the merge field. */
function refusal(field: 'subject' | 'body', error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  const undefinedName = /^undefined variable: ([^,\s]+)/.exec(message)?.[1]
  if (undefinedName) {
    const label = LABELS.get(undefinedName)
    return validationError({
      [field]: [
        label ? `{{ ${undefinedName} }} (${label}) has no value in this message: leave it out here` : `{{ ${undefinedName} }} is not a merge field; use one of the fields offered`,
      ],
    })
  }
  if (message.includes('Failed to lookup')) return validationError({ [field]: ['A template cannot include another file: write the text here'] })
  return validationError({ [field]: [`Check the merge fields: ${message.replace(/, line:\d+, col:\d+$/, '')}`] })
}

/** `{ candidate: { first_name } }` from `candidate.first_name`: every group present, so an unknown field is named whole. */
function context(values: MergeValues): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {}
  for (const field of MERGE_FIELDS) {
    const [group = '', key = ''] = field.name.split('.')
    const members = (groups[group] ??= {})
    const value = values[field.name]
    if (value !== undefined) members[key] = value
  }
  return groups
}

function render(liquid: Liquid, field: 'subject' | 'body', source: string, values: MergeValues): string {
  try {
    return liquid.parseAndRenderSync(source, context(values)) as string
  } catch (error) {
    throw refusal(field, error)
  }
}

/** The one mail layout: the company's name above the text, simple markup every mail reader shows, a line saying who sent it. */
export function mailLayout(companyName: string, subject: string, content: string): string {
  const company = escapeHtml(companyName)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    `<div role="article" aria-label="${escapeHtml(subject)}" dir="auto" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1a1b1e;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">`,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:600">${company}</p>`,
    content,
    `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #dee2e6;font-size:13px;color:#5c5f66">Sent by ${company} through Staffdesk. Reply to this email to answer.</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')
}

/**
 * A subject and Markdown body rendered for one reader: Liquid fills the merge fields (a value is
 * text, never markup or another field), then Markdown becomes HTML inside the mail layout, and
 * plain text for the mail's text part. An unknown field, or one without a value here, is a 422
 * naming it.
 */
export function renderMail(template: { subject: string; body: string }, values: MergeValues, companyName: string): RenderedMail {
  const subject = render(subjectEngine, 'subject', template.subject, values).trim()
  const body = render(bodyEngine, 'body', unlinkNotes(template.body, values), values)
  return {
    subject,
    body,
    html: mailLayout(companyName, subject, markdownToHtml(body)),
    text: `${markdownToText(body, { linkAddresses: true, marks: true })}\n\n--\nSent by ${companyName} through Staffdesk. Reply to this email to answer.\n`,
  }
}

/** Every field's sample value (MERGE_FIELDS), for a preview with no application, and for fields a real one has no value for yet. */
export function sampleValues(): MergeValues {
  return Object.fromEntries(MERGE_FIELDS.map((field) => [field.name, field.sample]))
}
