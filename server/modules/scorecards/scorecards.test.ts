import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CompanyScope } from '../../db/company-scope'
import { activityLog } from '../../db/schema/activity-log'
import { applications } from '../../db/schema/applicants'
import { interviews, scorecards } from '../../db/schema/interviews'
import { HOUR_MS } from '../../lib/clock'
import { FileStore } from '../../platform/files/file-store'
import { addMember, createAccount, insertApplicant, insertInterview, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { attachResume, companyStages } from '../applicants/public'
import { completeEndedInterviews, remindLateScorecards } from './interview-sweeps'

const server = useTestServer()

const KIT = ['Communication', 'Problem solving']
const hoursFromNow = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR_MS)

/** A company with an application of Grace Hopper to Backend Engineer, and two colleagues with no permissions to interview with. */
async function hiringTeam() {
  const owner = await createAccount(server.db, { subscription: { plan: 'business' } })
  const companyId = owner.company.id
  const stages = await companyStages(new CompanyScope(server.db, companyId))
  const job = await insertJob(server.db, companyId, { title: 'Backend Engineer' })
  const applicant = await insertApplicant(server.db, companyId, { name: 'Grace Hopper' })
  const [application] = await server.db
    .insert(applications)
    .values({ companyId, applicantId: applicant.id, jobId: job.id, stageId: stages[0]!.id })
    .returning({ id: applications.id })
  const ada = await addMember(server.db, companyId, [], { name: 'Ada Lovelace' })
  const alan = await addMember(server.db, companyId, [], { name: 'Alan Turing' })
  const interview = (interviewerIds: number[], options: Partial<Parameters<typeof insertInterview>[2]> = {}) =>
    insertInterview(server.db, companyId, { applicationId: application!.id, interviewerIds, ...options })
  return { owner, companyId, applicant, applicationId: application!.id, ada, alan, interview }
}

const put = (interviewId: number, body: unknown, token: string) => server.api('PUT', `interviews/${interviewId}/scorecard`, body, { token })
const rated = (communication: number, solving: number) => [
  { attribute: 'Communication', rating: communication },
  { attribute: 'Problem solving', rating: solving },
]

describe('PUT and GET interviews/{id}/scorecard', () => {
  it('saves a draft the interviewer reads back and edits, then submits it once', async () => {
    const team = await hiringTeam()
    const interview = await team.interview([team.ada.user.id], { kitAttributes: KIT })
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: team.ada.token })).body).toEqual({ data: null })

    const draft = await put(interview.id, { ratings: [{ attribute: 'communication', rating: 3 }], notes: 'Clear answers' }, team.ada.token)
    expect(draft.status).toBe(200)
    expect(draft.body).toEqual({
      id: expect.any(Number),
      interview_id: interview.id,
      interviewer: { id: team.ada.user.id, name: 'Ada Lovelace' },
      ratings: [{ attribute: 'Communication', rating: 3 }],
      recommendation: null,
      notes: 'Clear answers',
      status: 'draft',
      submitted_at: null,
    })
    const edited = await put(interview.id, { ratings: rated(3, 2).reverse(), recommendation: 'yes', notes: 'Clear answers' }, team.ada.token)
    expect(edited.body).toMatchObject({ id: draft.body.id, status: 'draft', recommendation: 'yes', ratings: rated(3, 2) })
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: team.ada.token })).body.data).toEqual(edited.body)

    const submitted = await put(interview.id, { ratings: rated(3, 2), recommendation: 'yes', notes: 'Clear answers', submit: true }, team.ada.token)
    expect(submitted.status).toBe(200)
    expect(submitted.body).toMatchObject({ id: draft.body.id, status: 'submitted', submitted_at: server.clock.now().toISOString() })
    const again = await put(interview.id, { ratings: rated(4, 4), recommendation: 'strong_yes', submit: true }, team.ada.token)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Your scorecard for this interview is already submitted; it can no longer change')
    expect((await put(interview.id, { notes: 'later' }, team.ada.token)).status).toBe(409)
    const history = await server.db
      .select({ action: activityLog.action, actorId: activityLog.actorId, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'interview'), eq(activityLog.subjectId, interview.id)))
    expect(history).toEqual([{ action: 'scorecard_submitted', actorId: team.ada.user.id, details: {} }])
  })

  it('refuses a submit naming each missing rating and the recommendation, an attribute not in the kit and one rated twice', async () => {
    const team = await hiringTeam()
    const interview = await team.interview([team.ada.user.id], { kitAttributes: KIT })
    const missing = await put(interview.id, { ratings: [{ attribute: 'Communication', rating: 2 }], submit: true }, team.ada.token)
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ 'ratings.Problem solving': ['Rate Problem solving'], recommendation: ['Choose a recommendation'] })
    const unknown = await put(interview.id, { ratings: [{ attribute: 'Charisma', rating: 4 }] }, team.ada.token)
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ 'ratings.Charisma': ['Charisma is not an attribute of this interview’s kit'] })
    const twice = await put(interview.id, { ratings: [...rated(2, 3), { attribute: 'COMMUNICATION', rating: 4 }] }, team.ada.token)
    expect(twice.status).toBe(422)
    expect(twice.body.errors).toEqual({ 'ratings.Communication': ['Rate Communication once'] })
    const outOfScale = await put(interview.id, { ratings: [{ attribute: 'Communication', rating: 5 }], recommendation: 'maybe' }, team.ada.token)
    expect(outOfScale.status).toBe(422)
    expect(Object.keys(outOfScale.body.errors).sort()).toEqual(['ratings.0.rating', 'recommendation'])
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: team.ada.token })).body).toEqual({ data: null })
  })

  it('needs only the recommendation for an interview without a kit', async () => {
    const team = await hiringTeam()
    const interview = await team.interview([team.ada.user.id])
    const bare = await put(interview.id, { submit: true }, team.ada.token)
    expect(bare.status).toBe(422)
    expect(bare.body.errors).toEqual({ recommendation: ['Choose a recommendation'] })
    const submitted = await put(interview.id, { recommendation: 'no', notes: 'Not yet', submit: true }, team.ada.token)
    expect(submitted.body).toMatchObject({ status: 'submitted', recommendation: 'no', ratings: [] })
  })

  it('refuses a cancelled interview, and everyone off the panel: 403 to a reader of interviews, 404 to the rest and to another company', async () => {
    const team = await hiringTeam()
    const cancelled = await team.interview([team.ada.user.id], { status: 'cancelled' })
    const cancel = await put(cancelled.id, { recommendation: 'yes' }, team.ada.token)
    expect(cancel.status).toBe(409)
    expect(cancel.body.message).toBe('This interview is cancelled; its scorecards can no longer change')

    const interview = await team.interview([team.ada.user.id])
    const reader = await addMember(server.db, team.companyId, ['interview.view'])
    expect((await put(interview.id, { recommendation: 'yes' }, reader.token)).status).toBe(403)
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: reader.token })).status).toBe(403)
    expect((await put(interview.id, { recommendation: 'yes' }, team.owner.token)).status).toBe(403)
    expect((await put(interview.id, { recommendation: 'yes' }, team.alan.token)).status).toBe(404)
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: team.alan.token })).status).toBe(404)
    const stranger = await createAccount(server.db, { subscription: { plan: 'business' } })
    expect((await put(interview.id, { recommendation: 'yes' }, stranger.token)).status).toBe(404)
    expect((await put(2 ** 31, { recommendation: 'yes' }, team.ada.token)).status).toBe(404)
    expect((await put(interview.id, { ratings: 'all good' }, team.ada.token)).status).toBe(422)
  })
})

describe('GET applications/{id}/scorecards', () => {
  it('is blind for a panel member until they submit, then shows every submitted scorecard and the debrief', async () => {
    const team = await hiringTeam()
    const first = await team.interview([team.ada.user.id, team.alan.user.id], { kitAttributes: KIT, startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-2) })
    const path = `applications/${team.applicationId}/scorecards`
    await put(first.id, { ratings: rated(4, 3), recommendation: 'strong_yes', submit: true }, team.alan.token)
    await put(first.id, { ratings: rated(3, 3), notes: 'thinking' }, team.ada.token)

    const blind = await server.get(path, { token: team.ada.token })
    expect(blind.status).toBe(200)
    expect(blind.body).toEqual({ hidden: true, data: [expect.objectContaining({ interviewer: { id: team.ada.user.id, name: 'Ada Lovelace' }, status: 'draft' })], summary: null })

    await put(first.id, { ratings: rated(1, 3), recommendation: 'no', submit: true }, team.ada.token)
    const open = await server.get(path, { token: team.ada.token })
    expect(open.body.hidden).toBe(false)
    expect(open.body.data.map((scorecard: { interviewer: { name: string } }) => scorecard.interviewer.name)).toEqual(['Alan Turing', 'Ada Lovelace'])
    expect(open.body.summary).toEqual({
      recommendations: { strong_no: 0, no: 1, yes: 0, strong_yes: 1 },
      attributes: [
        { name: 'Communication', ratings: [4, 1], mean: 2.5, spread: 3 },
        { name: 'Problem solving', ratings: [3, 3], mean: 3, spread: 0 },
      ],
      disagreement: true,
      missing: [],
    })
  })

  it('shows a reader of interviews every submitted scorecard but no one else’s draft, and who is still missing', async () => {
    const team = await hiringTeam()
    const grace = await addMember(server.db, team.companyId, [], { name: 'Grace Brewster' })
    const held = await team.interview([team.ada.user.id, team.alan.user.id], { kitAttributes: KIT, startsAt: hoursFromNow(-26), endsAt: hoursFromNow(-25) })
    const underWay = await team.interview([grace.user.id], { startsAt: hoursFromNow(-0.5), endsAt: hoursFromNow(0.5) })
    await team.interview([team.alan.user.id], { startsAt: hoursFromNow(24) })
    await team.interview([team.ada.user.id], { startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-4), status: 'cancelled' })
    await put(held.id, { ratings: rated(3, 2), recommendation: 'yes', submit: true }, team.ada.token)
    await put(held.id, { ratings: rated(2, 2) }, team.alan.token)

    const reader = await addMember(server.db, team.companyId, ['interview.view'])
    const debrief = await server.get(`applications/${team.applicationId}/scorecards`, { token: reader.token })
    expect(debrief.status).toBe(200)
    expect(debrief.body.hidden).toBe(false)
    expect(debrief.body.data).toHaveLength(1)
    expect(debrief.body.data[0]).toMatchObject({ interviewer: { name: 'Ada Lovelace' }, status: 'submitted' })
    expect(debrief.body.summary).toEqual({
      recommendations: { strong_no: 0, no: 0, yes: 1, strong_yes: 0 },
      attributes: [
        { name: 'Communication', ratings: [3], mean: 3, spread: 0 },
        { name: 'Problem solving', ratings: [2], mean: 2, spread: 0 },
      ],
      disagreement: false,
      missing: [
        { interviewer: { id: team.alan.user.id, name: 'Alan Turing' }, interview_id: held.id },
        { interviewer: { id: grace.user.id, name: 'Grace Brewster' }, interview_id: underWay.id },
      ],
    })
    // Alan owes a scorecard and sits on a later interview: blind, with his own draft.
    const alan = await server.get(`applications/${team.applicationId}/scorecards`, { token: team.alan.token })
    expect(alan.body).toMatchObject({ hidden: true, summary: null, data: [{ status: 'draft', interviewer: { name: 'Alan Turing' } }] })
  })

  it('counts a disagreement from ratings two apart even when every recommendation agrees', async () => {
    const team = await hiringTeam()
    const interview = await team.interview([team.ada.user.id, team.alan.user.id], { kitAttributes: KIT, startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1) })
    await put(interview.id, { ratings: rated(4, 3), recommendation: 'yes', submit: true }, team.ada.token)
    await put(interview.id, { ratings: rated(2, 3), recommendation: 'strong_yes', submit: true }, team.alan.token)
    const debrief = await server.get(`applications/${team.applicationId}/scorecards`, { token: team.owner.token })
    expect(debrief.body.summary).toMatchObject({
      disagreement: true,
      attributes: [
        { name: 'Communication', mean: 3, spread: 2 },
        { name: 'Problem solving', spread: 0 },
      ],
    })
    await server.db
      .update(scorecards)
      .set({ ratings: [{ attribute: 'Communication', rating: 3 }] })
      .where(eq(scorecards.interviewerId, team.alan.user.id))
    expect((await server.get(`applications/${team.applicationId}/scorecards`, { token: team.owner.token })).body.summary.disagreement).toBe(false)
  })

  it('refuses a colleague who neither reads interviews nor sits on one (403), and another company (404)', async () => {
    const team = await hiringTeam()
    await team.interview([team.ada.user.id])
    expect((await server.get(`applications/${team.applicationId}/scorecards`, { token: team.alan.token })).status).toBe(403)
    const stranger = await createAccount(server.db, { subscription: { plan: 'business' } })
    expect((await server.get(`applications/${team.applicationId}/scorecards`, { token: stranger.token })).status).toBe(404)
    expect((await server.get('applications/2147483647/scorecards', { token: team.owner.token })).status).toBe(404)
  })
})

describe('interview schedules', () => {
  it('completes scheduled interviews once they end, and leaves cancelled and future ones', async () => {
    const team = await hiringTeam()
    const ended = await team.interview([team.ada.user.id], { startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1) })
    const cancelled = await team.interview([team.ada.user.id], { startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1), status: 'cancelled' })
    const later = await team.interview([team.ada.user.id], { startsAt: hoursFromNow(1), endsAt: hoursFromNow(2) })
    expect(await server.deps.tasks.runDueSchedules()).toContain('interview-completion')
    const statusOf = async (id: number) => (await server.db.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, id)))[0]?.status
    expect([await statusOf(ended.id), await statusOf(cancelled.id), await statusOf(later.id)]).toEqual(['completed', 'cancelled', 'scheduled'])
    const history = await server.db
      .select({ action: activityLog.action, actorId: activityLog.actorId, changes: activityLog.changes })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'interview'), eq(activityLog.subjectId, ended.id)))
    expect(history).toEqual([{ action: 'completed', actorId: null, changes: { status: ['scheduled', 'completed'] } }])
    server.clock.advance(3 * HOUR_MS)
    expect(await completeEndedInterviews(server.deps)).toBeGreaterThanOrEqual(1)
    expect(await statusOf(later.id)).toBe('completed')
  })

  it('reminds each interviewer of a scorecard not submitted a day after the interview, once', async () => {
    const team = await hiringTeam()
    const grace = await addMember(server.db, team.companyId, [], { name: 'Grace Brewster' })
    const interview = await team.interview([team.ada.user.id, team.alan.user.id, grace.user.id], {
      title: 'Systems design',
      startsAt: hoursFromNow(-1.5),
      endsAt: hoursFromNow(-0.5),
    })
    const cancelled = await team.interview([team.ada.user.id], { startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1), status: 'cancelled' })
    await put(interview.id, { notes: 'half done' }, team.ada.token)
    await put(interview.id, { recommendation: 'yes', submit: true }, grace.token)
    const mailsTo = (email: string) => server.mailer.sent.filter((mail) => mail.to === email && mail.subject.startsWith('Scorecard due'))
    const reminded = () => [team.ada.user.email, team.alan.user.email, grace.user.email].map((email) => mailsTo(email).length)

    server.clock.advance(23 * HOUR_MS)
    await remindLateScorecards(server.deps)
    await server.settle()
    expect(reminded()).toEqual([0, 0, 0])
    server.clock.advance(HOUR_MS)
    expect(await remindLateScorecards(server.deps)).toBeGreaterThanOrEqual(2)
    expect(await remindLateScorecards(server.deps)).toBe(0)
    server.clock.advance(HOUR_MS)
    expect(await server.deps.tasks.runDueSchedules()).toContain('scorecard-reminders')
    await server.settle()
    expect(reminded()).toEqual([1, 1, 0])
    const mail = mailsTo(team.alan.user.email)[0]!
    expect(mail.subject).toBe('Scorecard due: Systems design with Grace Hopper')
    expect(mail.text).toContain(`http://staffdesk.test/interviews/view/?id=${interview.id}`)
    expect(mail.text).toContain('Hello Alan Turing,')
    // The reminder keeps Ada's draft as it was, and leaves Alan an empty draft to fill.
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: team.ada.token })).body.data).toMatchObject({ notes: 'half done', status: 'draft' })
    expect((await server.get(`interviews/${interview.id}/scorecard`, { token: team.alan.token })).body.data).toMatchObject({ status: 'draft', ratings: [] })
    expect((await server.db.select().from(scorecards).where(eq(scorecards.interviewId, cancelled.id))).length).toBe(0)
  })
})

describe('GET dashboard: interviews', () => {
  it('lists the caller’s next interviews and the scorecards they owe, each owed one needing attention', async () => {
    const team = await hiringTeam()
    const owed = await team.interview([team.ada.user.id], { title: 'Phone screen', startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-2) })
    const submitted = await team.interview([team.ada.user.id], { startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-4) })
    await put(submitted.id, { recommendation: 'yes', submit: true }, team.ada.token)
    await team.interview([team.ada.user.id], { startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-4), status: 'cancelled' })
    const soon = await team.interview([team.ada.user.id, team.alan.user.id], { kitAttributes: KIT, title: 'Onsite', startsAt: hoursFromNow(2), endsAt: hoursFromNow(3) })
    for (let day = 2; day <= 6; day += 1) await team.interview([team.ada.user.id], { startsAt: hoursFromNow(24 * day) })
    await team.interview([team.alan.user.id], { startsAt: hoursFromNow(1) })

    const dashboard = await server.get('dashboard', { token: team.ada.token })
    expect(dashboard.status).toBe(200)
    expect(dashboard.body.interviews.scorecards_due).toBe(1)
    expect(dashboard.body.interviews.upcoming).toHaveLength(5)
    expect(dashboard.body.interviews.upcoming[0]).toEqual({
      id: soon.id,
      application: { id: team.applicationId, applicant: { id: team.applicant.id, name: 'Grace Hopper' }, job: { id: expect.any(Number), title: 'Backend Engineer' } },
      kit: { id: soon.kitId, name: expect.any(String) },
      title: 'Onsite',
      starts_at: soon.startsAt.toISOString(),
      ends_at: soon.endsAt.toISOString(),
      timezone: 'UTC',
      location: null,
      video_url: null,
      interviewers: [
        { id: team.ada.user.id, name: 'Ada Lovelace', scorecard: 'none' },
        { id: team.alan.user.id, name: 'Alan Turing', scorecard: 'none' },
      ],
      status: 'scheduled',
      sequence: 0,
      created_by: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(dashboard.body.attention).toEqual([
      { kind: 'scorecard_due', text: 'Your scorecard for “Phone screen” with Grace Hopper is due', link: `/interviews/view/?id=${owed.id}` },
    ])
    const owner = await server.get('dashboard', { token: team.owner.token })
    expect(owner.body.interviews).toEqual({ upcoming: [], scorecards_due: 0 })
  })
})

describe('the interviewer’s grant of the applicant’s resumes', () => {
  it('lets a panel member without resume permissions download and read the applicant’s resume; other colleagues get 403', async () => {
    const team = await hiringTeam()
    const file = await new FileStore(server.db).save(team.companyId, {
      purpose: 'resume',
      extension: 'txt',
      contentType: 'text/plain',
      bytes: new TextEncoder().encode('Grace Hopper, COBOL'),
    })
    const resumeId = await attachResume(new CompanyScope(server.db, team.companyId), team.applicant.id, file.key, 'Grace Hopper, COBOL', server.clock.now())
    await team.interview([team.ada.user.id], { status: 'completed' })
    const path = `applicants/${team.applicant.id}/resumes/${resumeId}`
    const download = await server.get(path, { token: team.ada.token })
    expect(download.status).toBe(200)
    expect(download.body).toBe('Grace Hopper, COBOL')
    expect((await server.get(`${path}/text`, { token: team.ada.token })).body).toEqual({ text: 'Grace Hopper, COBOL' })
    expect((await server.get(path, { token: team.alan.token })).status).toBe(403)
    expect((await server.get(`applicants/${team.applicant.id}`, { token: team.ada.token })).status).toBe(403)
  })
})
