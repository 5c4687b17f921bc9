import { describe, expect, it } from 'vitest'
import { JOB_STATUS_MOVES, JOB_STATUSES } from '@common/jobs'
import { JOB_STATUS_ACTIONS } from './job-format'

describe('job status actions', () => {
  it('offers only the status moves the API allows', () => {
    for (const status of JOB_STATUSES) expect(JOB_STATUS_MOVES[status]).toContain(JOB_STATUS_ACTIONS[status].to)
  })
})
