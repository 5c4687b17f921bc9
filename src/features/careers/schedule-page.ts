import { brandStyle, careersFrame, tokenPageHero } from '@common/careers-view'
import { escapeHtml } from '@common/markdown'
import { toNormalizedError } from '@/lib/errors'
import { browserTimeZone, dayKey, formatClock, formatDayHeading, formatTimeRange, zoneName } from '@/lib/interview-time'
import { bookSlot, getScheduling, type CandidateInterview, type PublicScheduling } from './api/careers'
import { setUnlistedHead } from './careers-head'

/**
 * The candidate's slot picker, `/careers/schedule/?token=` (contract 16): the company's colours,
 * the job, the free slots by day in the candidate's zone (the link's, or the browser's on
 * request), one chosen at a time (aria-pressed), and "Book interview". A slot taken meanwhile
 * (409) brings the free slots again and says so; an expired or withdrawn link (410) says that.
 * Written by this script alone: the page is one candidate's, behind a token, for no crawler.
 */

const attr = (value: string | number) => escapeHtml(String(value))

/** The `token` parameter as sent, or undefined for none at all or one no link could have. */
function tokenOf(params: URLSearchParams): string | undefined {
  const token = params.get('token')?.trim()
  return token && token.length <= 200 ? token : undefined
}

const CHECK_ICON =
  '<svg class="cr-icon cr-sent-icon" xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" /><path d="M9 12l2 2l4 -4" /></svg>'

function page(company: PublicScheduling['company'], content: string): string {
  return `<div class="cr-page" data-careers-page="schedule" style="${brandStyle(company.brand_color)}"><div class="cr-container">${tokenPageHero(company)}${content}</div></div>`
}

/** A slot's accessible name and the day it sits under: "Tuesday 2 March, 10:00". */
export const slotName = (startsAt: string, zone: string) => `${formatDayHeading(startsAt, zone)}, ${formatClock(startsAt, zone)}`

/** The free slots by day in `zone`, each a toggle button named by its time. */
function slotDays(slots: PublicScheduling['slots'], zone: string, chosen: string | null): string {
  if (slots.length === 0) {
    return '<div class="cr-empty"><p>No free times are left in this window. Ask the company for a new link.</p></div>'
  }
  const days = new Map<string, PublicScheduling['slots']>()
  for (const slot of slots) {
    const key = dayKey(slot.starts_at, zone)
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  return [...days.entries()]
    .map(([key, daySlots], index) => {
      const buttons = daySlots
        .map(
          (slot) =>
            `<li><button type="button" class="cr-slot" data-slot="${attr(slot.starts_at)}" aria-pressed="${slot.starts_at === chosen}" aria-label="${attr(slotName(slot.starts_at, zone))}">` +
            `${escapeHtml(formatClock(slot.starts_at, zone))}</button></li>`,
        )
        .join('')
      return `<section class="cr-slot-day" aria-labelledby="slot-day-${index}"><h3 id="slot-day-${index}">${escapeHtml(formatDayHeading(daySlots[0]?.starts_at ?? key, zone))}</h3><ul class="cr-slots">${buttons}</ul></section>`
    })
    .join('')
}

interface PickerState {
  token: string
  scheduling: PublicScheduling
  /** The zone the times are written in: the link's, or the browser's once asked for. */
  zone: string
  chosen: string | null
  /** What happened last (a slot taken, none chosen), above the slots. */
  notice: string | null
}

function pickerContent(state: PickerState): string {
  const { scheduling, zone } = state
  const ownZone = browserTimeZone()
  const reference = scheduling.slots[0]?.starts_at ?? new Date().toISOString()
  const other = zone === scheduling.timezone ? ownZone : scheduling.timezone
  const zoneSwitch =
    ownZone === scheduling.timezone
      ? ''
      : `<button type="button" class="cr-button cr-subtle" data-zone="${attr(other)}">Show times in ${other === ownZone ? 'my time zone' : 'the suggested time zone'} (${escapeHtml(zoneName(other, reference))})</button>`
  const notice = state.notice ? `<div class="cr-alert" role="alert" tabindex="-1" data-notice><p>${escapeHtml(state.notice)}</p></div>` : ''
  return (
    `<div class="cr-stack"><h1>Book your interview</h1><p class="cr-dimmed">${escapeHtml(scheduling.job_title)} · ${scheduling.duration_minutes} minutes</p></div>` +
    `<section class="cr-card cr-section" aria-labelledby="slots-heading">` +
    `<h2 id="slots-heading">Choose a time</h2>` +
    `<div class="cr-zone"><p class="cr-dimmed" data-zone-name>Times are in ${escapeHtml(zoneName(zone, reference))}.</p>${zoneSwitch}</div>` +
    notice +
    slotDays(scheduling.slots, zone, state.chosen) +
    (scheduling.slots.length > 0 ? `<button type="button" class="cr-button cr-accent cr-large" data-book>Book interview</button>` : '') +
    `</section>`
  )
}

/** The booked interview: when (in the candidate's zone), where, the video link and who they will meet. */
function bookedContent(interview: CandidateInterview, zone: string, justBooked: boolean): string {
  const facts: [string, string][] = [
    ['Interview', escapeHtml(interview.title)],
    ['When', `${escapeHtml(formatTimeRange(interview.starts_at, interview.ends_at, zone))} <span class="cr-dimmed">· ${escapeHtml(zoneName(zone, interview.starts_at))}</span>`],
  ]
  if (interview.location) facts.push(['Where', escapeHtml(interview.location)])
  if (interview.video_url && /^https?:\/\//i.test(interview.video_url)) {
    facts.push(['Video link', `<a href="${attr(interview.video_url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(interview.video_url)}</a>`])
  }
  if (interview.interviewers.length > 0) facts.push(['With', escapeHtml(interview.interviewers.join(', '))])
  return (
    `<section class="cr-card" aria-labelledby="booked-heading"><div class="cr-sent">${CHECK_ICON}` +
    `<h1 id="booked-heading" tabindex="-1" data-booked-heading>Interview booked</h1>` +
    `<p>${justBooked ? 'Thank you: we look forward to meeting you.' : 'This link has already booked your interview.'}</p>` +
    `<dl class="cr-facts cr-booked-facts">${facts.map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</dl>` +
    `<p class="cr-dimmed">To change it, reply to the company’s email.</p></div></section>`
  )
}

function statusPage(title: string, message: string): string {
  return `<div class="cr-page" data-careers-page="status"><div class="cr-container cr-status"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div></div>`
}

const NOT_FOUND = { title: 'Scheduling link not found', message: 'Check the link in your email: it may be incomplete. If it still does not work, ask the company for a new one.' }
const GONE = { title: 'This link has expired', message: 'The scheduling link expired or was withdrawn. Ask the company for a new one.' }

/** The slot picker in `root`, from the address's token. */
export async function renderSchedule(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const token = tokenOf(params)
  const show = (html: string, owner?: PublicScheduling['company']) => {
    root.innerHTML = careersFrame(html, undefined, 'other', owner ? { name: owner.name, logo: owner.logo } : undefined)
    // This page has no list of positions to go back to: the bar keeps only the company and the colour mode.
    root.querySelector('.cr-nav')?.remove()
    root.querySelector('.cr-bar')?.classList.add('cr-bar-plain')
    root.querySelector('.cr-brand')?.removeAttribute('href')
  }
  const fail = (page: { title: string; message: string }) => {
    show(statusPage(page.title, page.message))
    setUnlistedHead(page.title)
  }
  if (!token) return fail(NOT_FOUND)
  show(
    '<div class="cr-page" data-careers-page="status"><div class="cr-container"><div class="cr-loading" role="status" aria-label="Loading the free times" aria-busy="true"><div class="cr-block"></div><div class="cr-block"></div><div class="cr-block"></div></div></div></div>',
  )
  let scheduling: PublicScheduling
  try {
    scheduling = await getScheduling(token)
  } catch (failure) {
    const error = toNormalizedError(failure)
    if (error.status === 404) return fail(NOT_FOUND)
    if (error.status === 410) return fail(GONE)
    show(
      `<div class="cr-page" data-careers-page="status"><div class="cr-container cr-status"><h1>The free times could not be loaded</h1><p>${escapeHtml(error.message)}</p>` +
        `<button type="button" class="cr-button cr-light" data-action="retry">Try again</button></div></div>`,
    )
    return
  }
  setUnlistedHead(`Book your interview: ${scheduling.company.name}`)
  const state: PickerState = { token, scheduling, zone: scheduling.timezone, chosen: null, notice: null }
  if (scheduling.booked) {
    show(page(scheduling.company, bookedContent(scheduling.booked, scheduling.timezone, false)), scheduling.company)
    return
  }
  showPicker(root, state, show)
}

type Show = (html: string, owner?: PublicScheduling['company']) => void

function showPicker(root: HTMLElement, state: PickerState, show: Show, focus?: string): void {
  show(page(state.scheduling.company, pickerContent(state)), state.scheduling.company)
  const content = root.querySelector<HTMLElement>('[data-careers-page="schedule"]')
  if (!content) return
  if (focus) content.querySelector<HTMLElement>(focus)?.focus()
  content.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const slot = target?.closest<HTMLButtonElement>('[data-slot]')
    const zone = target?.closest<HTMLButtonElement>('[data-zone]')
    if (slot) {
      state.chosen = slot.dataset.slot ?? null
      // In place, so the focus stays on the chosen button.
      content.querySelectorAll<HTMLButtonElement>('[data-slot]').forEach((button) => button.setAttribute('aria-pressed', String(button === slot)))
    } else if (zone?.dataset.zone) {
      state.zone = zone.dataset.zone
      showPicker(root, state, show, '[data-zone]')
    } else if (target?.closest('[data-book]')) {
      void book(root, state, show, target.closest<HTMLButtonElement>('[data-book]'))
    }
  })
}

async function book(root: HTMLElement, state: PickerState, show: Show, button: HTMLButtonElement | null): Promise<void> {
  if (!state.chosen) {
    state.notice = 'Choose a time first.'
    return showPicker(root, state, show, '[data-notice]')
  }
  if (button?.getAttribute('aria-disabled') === 'true') return
  button?.setAttribute('aria-disabled', 'true')
  button?.classList.add('cr-sending')
  try {
    const interview = await bookSlot(state.token, state.chosen)
    show(page(state.scheduling.company, bookedContent(interview, state.zone, true)), state.scheduling.company)
    setUnlistedHead(`Interview booked: ${state.scheduling.company.name}`)
    root.querySelector<HTMLElement>('[data-booked-heading]')?.focus()
  } catch (failure) {
    const error = toNormalizedError(failure)
    if (error.status === 409) return refresh(root, state, show, 'That time was just taken. Here are the times still free: choose another.')
    if (error.status === 410) {
      show(statusPage(GONE.title, GONE.message))
      setUnlistedHead(GONE.title)
      return
    }
    button?.removeAttribute('aria-disabled')
    button?.classList.remove('cr-sending')
    state.notice = `The interview was not booked: ${error.message}`
    showPicker(root, state, show, '[data-notice]')
  }
}

/** After a 409: the free slots again (or the booking, when the link was used meanwhile), saying why. */
async function refresh(root: HTMLElement, state: PickerState, show: Show, notice: string): Promise<void> {
  try {
    state.scheduling = await getScheduling(state.token)
  } catch {
    // The old slots stay; the notice still says the chosen one was taken.
  }
  if (state.scheduling.booked) {
    show(page(state.scheduling.company, bookedContent(state.scheduling.booked, state.zone, false)), state.scheduling.company)
    root.querySelector<HTMLElement>('[data-booked-heading]')?.focus()
    return
  }
  state.chosen = null
  state.notice = notice
  showPicker(root, state, show, '[data-notice]')
}
