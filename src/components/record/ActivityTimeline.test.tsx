import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { ActivityTimeline, type ActivityEntry } from './ActivityTimeline'

const entries: ActivityEntry[] = [
  { id: 1, at: '2026-01-15T09:30:00Z', actor: { id: 4, name: 'Dana Owner' }, action: 'created', comment: null, changes: null },
  {
    id: 2,
    at: '2026-01-16T10:00:00Z',
    actor: null,
    action: 'updated',
    comment: 'Budget approved',
    changes: { status: ['draft', 'published'], skills: [[], ['Go', 'SQL']] },
  },
]

describe('ActivityTimeline', () => {
  it('says who did what and when, the comment, and each changed field before and after', () => {
    render(
      <ActivityTimeline
        entries={entries}
        actionLabels={{ created: 'Created', updated: 'Edited' }}
        fieldLabels={{ status: 'Status', skills: 'Skills' }}
        formatValue={(field, value) => (field === 'status' ? String(value).toUpperCase() : undefined)}
      />,
    )
    expect(screen.getByText('Created')).toBeInTheDocument()
    expect(screen.getByText(/Dana Owner/)).toBeInTheDocument()
    expect(screen.getByText('Edited')).toBeInTheDocument()
    expect(screen.getByText('“Budget approved”')).toBeInTheDocument()
    expect(screen.getByText('Status: DRAFT → PUBLISHED')).toBeInTheDocument()
    expect(screen.getByText('Skills: — → Go, SQL')).toBeInTheDocument()
    const when = document.querySelector('time[datetime="2026-01-15T09:30:00Z"]')
    expect(when).toHaveAttribute('title', expect.stringMatching(/^Jan 15, 2026/))
    expect(when?.textContent).toMatch(/ago$/)
  })
})
