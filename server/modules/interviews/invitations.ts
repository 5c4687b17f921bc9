import { and, eq, inArray } from 'drizzle-orm'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { interviewInterviewers, interviews } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { mailTask } from '../../platform/tasks/mail'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { keepSentMail, keepSentText, renderCompanyMail } from '../messages/public'

/** What an invitation tells: a new interview, a change to one, or its end for some or all of its attendees. */
export type InvitationKind = 'scheduled' | 'updated' | 'cancelled'

/** A time range in a reader's zone, with the zone's name: "Tuesday 2 March 2027, 10:00–11:00 (Europe/Berlin)". */
export function describeWhen(startsAt: Date, endsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt)
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return `${day}, ${time.format(startsAt)}–${time.format(endsAt)} (${timeZone})`
}

/** Everything an invitation about one interview says, read in the transaction that changed it. */
export interface InvitationSubject {
  id: number
  title: string
  startsAt: Date
  endsAt: Date
  timezone: string
  location: string | null
  videoUrl: string | null
  status: 'scheduled' | 'cancelled' | 'completed'
  sequence: number
  candidateInvited: boolean
  cancelReason: string | null
  applicationId: number
  candidate: { name: string; email: string | null }
  jobTitle: string
  company: { name: string; timezone: string }
  organizer: { name: string; email: string } | null
  panel: { id: number; name: string; email: string; timezone: string | null }[]
}

export async function readInvitationSubject(scope: CompanyScope, interviewId: number): Promise<InvitationSubject | null> {
  const [row] = await scope.db
    .select({
      id: interviews.id,
      title: interviews.title,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      timezone: interviews.timezone,
      location: interviews.location,
      videoUrl: interviews.videoUrl,
      status: interviews.status,
      sequence: interviews.sequence,
      candidateInvited: interviews.candidateInvited,
      cancelReason: interviews.cancelReason,
      createdById: interviews.createdById,
      applicationId: interviews.applicationId,
      candidateName: applicants.name,
      candidateEmail: applicants.email,
      jobTitle: jobs.title,
      companyName: companies.name,
      companyTimezone: companies.timezone,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(scope.where(interviews, eq(interviews.id, interviewId)))
  if (!row) return null
  const panel = await panelOf(scope, [interviewId])
  const [organizer] =
    row.createdById === null
      ? []
      : await scope.db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(scope.where(users, eq(users.id, row.createdById)))
  return {
    ...row,
    candidate: { name: row.candidateName, email: row.candidateEmail },
    company: { name: row.companyName, timezone: row.companyTimezone },
    organizer: organizer ?? null,
    panel: panel.get(interviewId) ?? [],
  }
}

async function panelOf(scope: CompanyScope, interviewIds: number[]) {
  const rows = await scope.db
    .select({ interviewId: interviewInterviewers.interviewId, id: users.id, name: users.name, email: users.email, timezone: users.timezone })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(and(eq(interviewInterviewers.companyId, scope.companyId), inArray(interviewInterviewers.interviewId, interviewIds)))
  const panel = new Map<number, InvitationSubject['panel']>()
  for (const { interviewId, ...member } of rows) panel.set(interviewId, [...(panel.get(interviewId) ?? []), member])
  return panel
}

/** The interview's one UID, made from its id and the server's host: it never changes, so every update and cancellation lands on the same event. */
export function interviewUid(interviewId: number, publicUrl: string): string {
  return `interview-${interviewId}@${new URL(publicUrl).hostname}`
}

function noReplyAddress(publicUrl: string): string {
  return `no-reply@${new URL(publicUrl).hostname}`
}

/**
 * The iCalendar text of the interview for one audience (`staff` sees the candidate's name, the
 * candidate sees the company's): METHOD REQUEST, or CANCEL when it is called off for them; UTC
 * times (a floating time would follow each reader's zone); SEQUENCE is the interview's.
 */
export function interviewCalendar(subject: InvitationSubject, options: { method: 'REQUEST' | 'CANCEL'; audience: 'staff' | 'candidate'; publicUrl: string; stamp: Date }): string {
  const calendar = ical({
    prodId: { company: 'Staffdesk', product: 'Interviews', language: 'EN' },
    method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  const summary =
    options.audience === 'staff' ? `${subject.title}: ${subject.candidate.name} (${subject.jobTitle})` : `Interview for ${subject.jobTitle} at ${subject.company.name}`
  const event = calendar.createEvent({
    id: interviewUid(subject.id, options.publicUrl),
    sequence: subject.sequence,
    stamp: options.stamp,
    start: subject.startsAt,
    end: subject.endsAt,
    summary,
    location: subject.location ?? subject.videoUrl ?? null,
    ...(subject.videoUrl ? { url: subject.videoUrl } : {}),
    ...(options.audience === 'staff' ? { description: `The kit and the candidate’s profile: ${options.publicUrl}/interviews/view/?id=${subject.id}` } : {}),
    status: options.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: subject.organizer ?? { name: `${subject.company.name} via Staffdesk`, email: noReplyAddress(options.publicUrl) },
  })
  for (const member of subject.panel) {
    event.createAttendee({ email: member.email, name: member.name, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true })
  }
  if (subject.candidateInvited && subject.candidate.email) {
    event.createAttendee({ email: subject.candidate.email, name: subject.candidate.name, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true })
  }
  return calendar.toString()
}

function whereText(subject: InvitationSubject): string {
  return [subject.location, subject.videoUrl].filter(Boolean).join(' · ') || 'To be confirmed'
}

const STAFF_SUBJECT: Record<InvitationKind, string> = { scheduled: 'Interview', updated: 'Updated interview', cancelled: 'Cancelled interview' }

function staffMail(subject: InvitationSubject, member: InvitationSubject['panel'][number], kind: InvitationKind, publicUrl: string) {
  const when = describeWhen(subject.startsAt, subject.endsAt, member.timezone ?? subject.company.timezone)
  const lead =
    kind === 'cancelled'
      ? `${subject.title} with ${subject.candidate.name} for ${subject.jobTitle} is cancelled${subject.cancelReason ? `: ${subject.cancelReason}` : ''}. You no longer need to attend.`
      : kind === 'updated'
        ? `${subject.title} with ${subject.candidate.name} for ${subject.jobTitle} has changed. You are on its panel.`
        : `You are on the panel of ${subject.title} with ${subject.candidate.name} for ${subject.jobTitle}.`
  const lines = [
    lead,
    `When: ${when}`,
    `Where: ${whereText(subject)}`,
    `Panel: ${subject.panel.map((person) => person.name).join(', ')}`,
    ...(kind === 'cancelled' ? [] : [`The interview kit and the candidate’s profile: ${publicUrl}/interviews/view/?id=${subject.id}`]),
  ]
  return {
    to: member.email,
    subject: `${STAFF_SUBJECT[kind]}: ${subject.candidate.name} for ${subject.jobTitle}, ${when}`,
    text: `${lines.join('\n\n')}\n\n--\nSent by Staffdesk for ${subject.company.name}.\n`,
    fromName: `${subject.company.name} via Staffdesk`,
  }
}

/**
 * Queues the interview's mails in the caller's transaction (`scope`), each with its calendar
 * part: a new or changed interview goes to its panel (and the candidate when invited) as a
 * REQUEST; a cancellation, and the panel members a change took off (`removed`), get a CANCEL.
 * Interviewers read times in their own zone (else the company's); the candidate in the
 * interview's, through the company's default interview template.
 */
export async function queueInvitations(
  scope: CompanyScope,
  deps: { tasks: TaskQueue; publicUrl: string },
  interviewId: number,
  kind: InvitationKind,
  options: { now: Date; senderName: string | null; removedUserIds?: readonly number[] },
): Promise<void> {
  const subject = await readInvitationSubject(scope, interviewId)
  if (!subject) return
  const calendarFor = (method: 'REQUEST' | 'CANCEL', audience: 'staff' | 'candidate', about: InvitationSubject = subject) =>
    interviewCalendar(about, { method, audience, publicUrl: deps.publicUrl, stamp: options.now })
  const method: 'REQUEST' | 'CANCEL' = kind === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const staffCalendar = calendarFor(method, 'staff')
  for (const member of subject.panel) {
    await deps.tasks.enqueue(scope.db, mailTask, { ...staffMail(subject, member, kind, deps.publicUrl), calendar: { method, content: staffCalendar } })
  }
  const removed = options.removedUserIds ?? []
  if (removed.length > 0) {
    const gone = await scope.db
      .select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone })
      .from(users)
      .where(scope.where(users, inArray(users.id, [...removed])))
    for (const member of gone) {
      // Their copy of the event is cancelled: a CANCEL naming them alone as its attendee.
      const theirs = { ...subject, panel: [member], candidateInvited: false }
      await deps.tasks.enqueue(scope.db, mailTask, {
        ...staffMail(theirs, member, 'cancelled', deps.publicUrl),
        calendar: { method: 'CANCEL', content: calendarFor('CANCEL', 'staff', theirs) },
      })
    }
  }
  if (!subject.candidateInvited || !subject.candidate.email) return
  const candidateCalendar = { method, content: calendarFor(method, 'candidate') }
  const when = describeWhen(subject.startsAt, subject.endsAt, subject.timezone)
  if (kind === 'cancelled') {
    const cancellation = {
      to: subject.candidate.email,
      subject: `Cancelled: your interview for ${subject.jobTitle} at ${subject.company.name}`,
      lines: [
        `Hi ${subject.candidate.name},`,
        '',
        `Your interview for ${subject.jobTitle} on ${when} is cancelled. We are sorry for the change; we will be in touch about what comes next.`,
      ],
    }
    const text = `${cancellation.lines.join('\n')}\n\n--\nSent by ${subject.company.name} through Staffdesk.\n`
    await deps.tasks.enqueue(scope.db, mailTask, {
      to: cancellation.to,
      subject: cancellation.subject,
      text,
      fromName: `${subject.company.name} via Staffdesk`,
      calendar: candidateCalendar,
    })
    // Plain text, kept in the applicant's Messages thread like the invitation it cancels.
    await keepSentText(scope, subject.applicationId, { ...cancellation, text }, { attachment: 'Calendar cancellation attached', senderName: options.senderName }, options.now)
    return
  }
  const mail = await renderCompanyMail(scope, 'interview', subject.applicationId, { 'interview.when': when, 'interview.location': whereText(subject) }, options.senderName)
  if (!mail) return
  const sent = { ...mail, subject: kind === 'updated' ? `Updated: ${mail.subject}` : mail.subject }
  await deps.tasks.enqueue(scope.db, mailTask, { to: sent.to, subject: sent.subject, text: sent.text, html: sent.html, fromName: sent.fromName, calendar: candidateCalendar })
  // Staff read it in the applicant's Messages thread with the other mails to them.
  await keepSentMail(scope, subject.applicationId, sent, { attachment: 'Calendar invitation attached', senderName: options.senderName }, options.now)
}
