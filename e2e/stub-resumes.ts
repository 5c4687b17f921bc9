import type { IncomingMessage } from 'node:http'
import { RESUME_LIMITS, resumeActionRefusal, type ParsedResume, type ResumeUpload, type ResumeUploadStatus } from '../common/resumes'

/**
 * Resume uploads of the stub server (contract section 12), kept per token so parallel tests never
 * share them. What parsing decides is told by the file's name, so a spec chooses its outcomes:
 * - `…review…`: needs review, its email doubtful; `…similar…`: needs review, perhaps Ada Lovelace
 *   (similar name), so it can be merged;
 * - `…dup…`: a duplicate of Ada Lovelace (same email);
 * - `…broken…`: fails in parsing ("The PDF is damaged…");
 * - anything else: saved as a new applicant.
 * The type is read from the bytes (`%PDF-`, a ZIP for DOCX, else UTF-8 text without NUL), as the
 * server does. An upload is queued for its first {@link QUEUED_MS}, parsing until {@link PARSED_MS},
 * then has its outcome.
 */

const QUEUED_MS = 500
const PARSED_MS = 1_300
/** Each upload's answer waits this long, so a spec sees the queue and the progress bars at work. */
export const UPLOAD_DELAY_MS = 400

export const KNOWN_APPLICANT = { applicant_id: 7, name: 'Ada Lovelace' }

interface StoredUpload {
  record: ResumeUpload
  bytes: Buffer
  createdMs: number
  /** The outcome parsing reaches; a review changes it. */
  outcome: ResumeUploadStatus
  reviewed: boolean
}

const uploadsByToken = new Map<string, StoredUpload[]>()
let nextId = 100
let nextApplicantId = 500

type Answer = [status: number, body?: unknown, headers?: Record<string, string>]

function typeOf(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  }
  if (bytes.includes(0)) return null
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'text/plain'
  } catch {
    return null
  }
}

/** What the stub's parser "reads" from a file, by its name. */
function parsedFor(fileName: string, outcome: ResumeUploadStatus): ParsedResume | null {
  if (outcome === 'failed') return null
  const base = fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ')
  const name = outcome === 'duplicate' || /similar/i.test(fileName) ? 'Ada Lovelace' : base.replace(/\b\w/g, (letter) => letter.toUpperCase())
  const doubtful = outcome === 'needs_review'
  return {
    name,
    email: outcome === 'duplicate' ? 'ada@example.com' : `${base.replace(/\s+/g, '.').toLowerCase()}@example.com`,
    phone: '+14155550100',
    location: 'Lisbon, Portugal',
    headline: 'Backend Engineer',
    links: ['https://github.com/example'],
    skills: ['TypeScript', 'PostgreSQL'],
    years_experience: 6,
    education: [{ institution: 'University of Lisbon', degree: 'BSc Computer Science', year: 2016 }],
    confidence: { name: 0.95, email: doubtful ? 0.42 : 0.99, phone: 0.9, location: 0.8, headline: 0.75, skills: 0.85, years_experience: 0.7, education: 0.8 },
  }
}

function outcomeFor(fileName: string): ResumeUploadStatus {
  if (/broken/i.test(fileName)) return 'failed'
  if (/dup/i.test(fileName)) return 'duplicate'
  if (/review|similar/i.test(fileName)) return 'needs_review'
  return 'saved'
}

/** The upload as it stands now: queued, then parsing, then its outcome. */
function current(upload: StoredUpload, now = Date.now()): ResumeUpload {
  const age = now - upload.createdMs
  const record = upload.record
  if (!upload.reviewed && age < QUEUED_MS) return { ...record, status: 'queued', parsed: null, duplicate_of: null, applicant_id: null }
  if (!upload.reviewed && age < PARSED_MS) return { ...record, status: 'parsing', parsed: null, duplicate_of: null, applicant_id: null }
  return { ...record, status: upload.outcome, updated_at: new Date(upload.createdMs + PARSED_MS).toISOString() }
}

/** What the stub's parser read from the file: nothing until it is parsed; a text file's own text; else the parsed fields' lines. */
function textOf(upload: StoredUpload): string {
  const now = current(upload)
  if (now.status === 'queued' || now.status === 'parsing') return ''
  if (now.content_type.startsWith('text/plain')) return upload.bytes.toString('utf8')
  const parsed = now.parsed
  return parsed ? [parsed.name, parsed.email, parsed.phone, parsed.location, parsed.headline, parsed.skills.join(', ')].filter(Boolean).join('\n') : ''
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const validation = (errors: Record<string, string[]>) => ({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors })

/** Answers `resumes…` for the holder of `token`, or null when the route is not one of them. */
export async function handleResumes(req: IncomingMessage, token: string, method: string, route: string, search: URLSearchParams): Promise<Answer | null> {
  const uploads = uploadsByToken.get(token) ?? []
  uploadsByToken.set(token, uploads)
  const find = (id: string | undefined) => uploads.find((upload) => String(upload.record.id) === id)

  if (method === 'POST' && route === 'resumes') {
    const body = await readBody(req)
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_DELAY_MS))
    if (body.length > RESUME_LIMITS.bytes + 64 * 1024) return [413, { message: 'The file is larger than 10 MB.' }]
    const form = await new Request('http://stub.invalid/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData()
    const file = form.get('file')
    if (!(file instanceof File)) return [422, validation({ file: ['Choose a file to upload'] })]
    const bytes = Buffer.from(await file.arrayBuffer())
    if (bytes.length === 0) return [422, validation({ file: ['The file is empty'] })]
    if (bytes.length > RESUME_LIMITS.bytes) return [413, { message: 'The file is larger than 10 MB.' }]
    const contentType = typeOf(bytes)
    if (!contentType) return [415, { message: 'This file is not a PDF, DOCX or TXT resume.' }]
    const jobId = Number(form.get('job_id') ?? Number.NaN)
    const outcome = outcomeFor(file.name)
    const now = new Date().toISOString()
    const record: ResumeUpload = {
      id: nextId++,
      file_name: file.name,
      size: bytes.length,
      content_type: contentType,
      status: 'queued',
      error: outcome === 'failed' ? 'The PDF is damaged and could not be read.' : null,
      ocr: false,
      job: Number.isInteger(jobId) ? { id: jobId, title: 'Backend Engineer' } : null,
      parsed: parsedFor(file.name, outcome),
      duplicate_of:
        outcome === 'duplicate'
          ? { ...KNOWN_APPLICANT, reason: 'same_email' }
          : /similar/i.test(file.name)
            ? { ...KNOWN_APPLICANT, reason: 'similar_name' }
            : null,
      applicant_id: outcome === 'saved' ? nextApplicantId++ : null,
      created_at: now,
      updated_at: now,
    }
    const stored: StoredUpload = { record, bytes, createdMs: Date.now(), outcome, reviewed: false }
    uploads.push(stored)
    return [202, current(stored)]
  }

  if (method === 'GET' && route === 'resumes') {
    const statuses = search.get('status')?.split(',') ?? []
    const page = Math.max(1, Number(search.get('page') ?? 1) || 1)
    const perPage = Math.min(100, Math.max(1, Number(search.get('per_page') ?? 25) || 25))
    const now = Date.now()
    const all = uploads
      .map((upload) => current(upload, now))
      .filter((upload) => statuses.length === 0 || statuses.includes(upload.status))
      .reverse()
    return [200, { data: all.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: all.length } }]
  }

  const match = /^resumes\/(\d+)(?:\/(file|text|save|discard))?$/.exec(route)
  if (!match) return null
  const upload = find(match[1])
  if (!upload) return [404, { message: 'No such upload.' }]
  const action = match[2]

  if (method === 'GET' && action === undefined) return [200, current(upload)]
  if (method === 'GET' && action === 'file') {
    return [200, upload.bytes, { 'content-type': upload.record.content_type, 'x-content-type-options': 'nosniff' }]
  }
  if (method === 'GET' && action === 'text') return [200, { text: textOf(upload) }]
  if (method !== 'POST' || action === 'file' || action === 'text') return null

  const refusal = resumeActionRefusal(action === 'discard' ? 'discard' : 'save', current(upload).status)
  if (refusal) return [409, { message: refusal }]
  if (action === 'discard') {
    upload.outcome = 'discarded'
    upload.reviewed = true
    return [200, current(upload)]
  }
  const body = await readBody(req)
  const echo = { 'x-stub-request-body': encodeURIComponent(body.toString('utf8')) }
  const input = (body.length > 0 ? JSON.parse(body.toString('utf8')) : {}) as { fields?: { name?: unknown }; merge_into?: unknown }
  if (input.fields && (typeof input.fields.name !== 'string' || !input.fields.name.trim())) return [422, validation({ 'fields.name': ['Enter a name'] }), echo]
  if (input.merge_into !== undefined && input.merge_into !== KNOWN_APPLICANT.applicant_id) return [422, validation({ merge_into: ['No such applicant'] }), echo]
  upload.outcome = 'saved'
  upload.reviewed = true
  upload.record.applicant_id = typeof input.merge_into === 'number' ? input.merge_into : nextApplicantId++
  if (input.fields && upload.record.parsed) upload.record.parsed = { ...upload.record.parsed, name: String(input.fields.name) }
  return [200, { applicant_id: upload.record.applicant_id }, echo]
}
