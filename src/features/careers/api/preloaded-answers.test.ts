import { describe, expect, it } from 'vitest'
import { CAREERS_ANSWERS_ID } from '@common/careers-page'
import { takePreloadedAnswer } from './preloaded-answers'

function sendAnswers(text: string) {
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: CAREERS_ANSWERS_ID, text })
  document.head.append(script)
}

describe('answers the server sent with a careers page', () => {
  it('gives each answer once, then leaves the path to the network', () => {
    sendAnswers(JSON.stringify({ 'careers/acme': { name: 'Acme' }, 'careers/acme/jobs/4': { id: 4, title: 'Welder \u003c3' } }))
    expect(takePreloadedAnswer('careers/acme')).toEqual({ name: 'Acme' })
    expect(takePreloadedAnswer('careers/acme')).toBeUndefined()
    expect(takePreloadedAnswer('careers/acme/jobs/4')).toEqual({ id: 4, title: 'Welder <3' })
    expect(takePreloadedAnswer('careers/acme/jobs')).toBeUndefined()
    expect(document.getElementById(CAREERS_ANSWERS_ID)).toBeNull()
  })

  it('asks the API when the page sent nothing usable', () => {
    sendAnswers('{not json')
    expect(takePreloadedAnswer('careers/acme')).toBeUndefined()
  })
})
