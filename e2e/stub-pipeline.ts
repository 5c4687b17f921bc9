import { applicationBulkInputSchema } from '../common/applicants'
import { DEFAULT_REJECTION_REASONS, DEFAULT_STAGES, type Pipeline } from '../common/pipeline'

/**
 * The stub's one board: job 7's, kept per token (so parallel tests never share it), with cards
 * moved and rejected as the contract says (section 11): `POST applications/bulk` changes all of
 * its applications or, with the error, none. The board itself is tested on the real server too
 * (e2e/full-stack); this lets the end-to-end suite drive the page without one.
 */

export const BOARD_JOB_ID = 7

interface StoredApplication {
  id: number
  applicant: { id: number; name: string; headline: string | null; has_email: boolean }
  rating: number | null
  tags: string[]
  stageId: number
  status: 'active' | 'rejected' | 'hired'
  rejectionReason: string | null
  stageEnteredAt: string
}

type Answer = [status: number, body: unknown]

const STAGES = DEFAULT_STAGES.map((stage, index) => ({ id: index + 1, ...stage, position: index }))

/** Who is on the board at first, by stage id: names from both directions, so a right-to-left page has its own to isolate. */
const FIRST_CARDS: readonly [name: string, headline: string | null, stageId: number, rating: number | null, tags: string[]][] = [
  ['Grace Hopper', 'Compiler engineer', 1, 5, ['referral']],
  ['Katherine Johnson', 'Flight dynamics', 1, null, []],
  ['Alan Turing', 'Cryptanalyst', 1, 4, ['remote']],
  ['דנה לוי', 'מהנדסת תוכנה', 1, 3, ['referral']],
  ['Ada Lovelace', 'Analyst', 2, 4, ['referral', 'senior']],
  ['Edsger Dijkstra', 'Algorithms', 2, null, []],
  ['Barbara Liskov', 'Distributed systems', 3, 5, ['senior']],
  ['Margaret Hamilton', 'Flight software', 4, null, []],
]

const boardsByToken = new Map<string, StoredApplication[]>()

function firstBoard(): StoredApplication[] {
  return FIRST_CARDS.map(([name, headline, stageId, rating, tags], index) => ({
    id: 100 + index,
    applicant: { id: 200 + index, name, headline, has_email: true },
    rating,
    tags,
    stageId,
    status: 'active',
    rejectionReason: null,
    // Apart by a day each, the first entered newest.
    stageEnteredAt: new Date(Date.UTC(2026, 0, 20 - index, 9)).toISOString(),
  }))
}

const validation = (errors: Record<string, string[]>): Answer => [422, { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors }]

function pipelineOf(applications: readonly StoredApplication[]): Pipeline {
  return {
    stages: STAGES.map((stage) => {
      const cards = applications
        .filter((application) => application.stageId === stage.id && application.status !== 'rejected')
        .sort((a, b) => b.stageEnteredAt.localeCompare(a.stageEnteredAt) || b.id - a.id)
      return {
        ...stage,
        application_count: cards.length,
        rejected_count: applications.filter((application) => application.stageId === stage.id && application.status === 'rejected').length,
        applications: cards.map(({ id, applicant, rating, tags, stageEnteredAt }) => ({ id, applicant, rating, tags, stage_entered_at: stageEnteredAt })),
      }
    }),
    rejected_count: applications.filter((application) => application.status === 'rejected').length,
  }
}

/** Answers the board's routes for the holder of `token`, or null when the route is not one of them. */
export function handlePipeline(token: string, method: string, route: string, body: unknown): Answer | null {
  const applications = boardsByToken.get(token) ?? firstBoard()
  boardsByToken.set(token, applications)

  if (method === 'GET' && route === `jobs/${BOARD_JOB_ID}/pipeline`) return [200, pipelineOf(applications)]
  if (method !== 'POST' || route !== 'applications/bulk') return null

  const parsed = applicationBulkInputSchema.safeParse(body)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message)
    return validation(errors)
  }
  const input = parsed.data
  const rows = input.ids.map((id) => applications.find((application) => application.id === id))
  if (rows.some((row) => row === undefined)) return [404, { message: 'Application not found' }]
  const chosen = rows.filter((row) => row !== undefined)
  const now = new Date().toISOString()

  if (input.action === 'move') {
    const stage = STAGES.find((candidate) => candidate.id === input.stage_id)
    if (!stage) return validation({ stage_id: ['Choose one of the company’s stages'] })
    if (chosen.some((row) => row.status === 'rejected')) return [409, { message: 'This application is rejected; reopen it before moving it' }]
    const moving = chosen.filter((row) => row.stageId !== stage.id)
    for (const row of moving) Object.assign(row, { stageId: stage.id, stageEnteredAt: now, status: stage.kind === 'hired' ? 'hired' : 'active' })
    return [200, { affected: moving.length }]
  }

  const reason = DEFAULT_REJECTION_REASONS.find((candidate) => candidate.toLowerCase() === input.reason?.toLowerCase())
  if (!reason) return validation({ reason: [`Choose one of the company’s rejection reasons: ${DEFAULT_REJECTION_REASONS.join(', ')}`] })
  const refused = chosen.find((row) => row.status !== 'active')
  if (refused) return [409, { message: `This application is ${refused.status}; it cannot be rejected` }]
  for (const row of chosen) Object.assign(row, { status: 'rejected', rejectionReason: reason })
  return [200, { affected: chosen.length }]
}
