import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Kit } from '@common/interviews'
import type { Stage } from '@common/pipeline'
import Toasts from '@/components/feedback/Toasts'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { KitFormModal } from './KitFormModal'

const api = stubApi()

const STAGES: Stage[] = [
  { id: 2, name: 'Screening', kind: 'in_progress', position: 1, application_count: 0, rejected_count: 0 },
  { id: 3, name: 'Interview', kind: 'in_progress', position: 2, application_count: 0, rejected_count: 0 },
]

const KIT: Kit = {
  id: 40,
  job_id: 8,
  stage: { id: 3, name: 'Interview' },
  name: 'System design',
  duration_minutes: 60,
  instructions: '',
  attributes: [{ name: 'Architecture', description: 'Splits a system sensibly' }],
  questions: ['Design a URL shortener'],
  position: 0,
}

async function renderForm(kit: Kit | null = null) {
  const onClose = vi.fn()
  await renderWithRouter(
    <>
      <KitFormModal jobId={8} stages={STAGES} kit={kit} stageId={null} onClose={onClose} />
      <Toasts />
    </>,
  )
  return { onClose, user: userEvent.setup() }
}

const attribute = (index: number) => screen.getByRole('textbox', { name: new RegExp(`^Attribute ${index}(?! description)`) })
const writes = () => api.sent.filter((request) => request.method !== 'GET')

describe('the interview kit form', () => {
  it('names what is missing beside its field before sending anything', async () => {
    const { user } = await renderForm()
    await user.click(await screen.findByRole('button', { name: 'Add kit' }))
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Enter a name')
    expect(attribute(1)).toHaveAccessibleDescription('Name the attribute')
    expect(writes()).toEqual([])
  })

  it('sends the kit with its stage, attributes and questions, and closes once added', async () => {
    api.answer(201, { ...KIT, id: 41 })
    const { user, onClose } = await renderForm()
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'System design')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Stage/ }), 'Interview')
    await user.type(attribute(1), 'Architecture')
    await user.click(screen.getByRole('button', { name: 'Add attribute' }))
    await user.type(attribute(2), 'Trade-offs')
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Design a URL shortener')
    await user.click(screen.getByRole('button', { name: 'Add kit' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/backend/api/jobs/8/interview-kits',
        body: {
          name: 'System design',
          stage_id: 3,
          duration_minutes: 60,
          instructions: '',
          attributes: [
            { name: 'Architecture', description: '' },
            { name: 'Trade-offs', description: '' },
          ],
          questions: ['Design a URL shortener'],
        },
      },
    ])
    expect(await screen.findByText('Interview kit added')).toBeInTheDocument()
  })

  it('shows a 422 beside the attribute or question it names, and what names no field in the alert', async () => {
    api.answer(422, {
      message: 'The given data was invalid.',
      errors: { 'attributes.0.name': ['Name each attribute once'], 'questions.0': ['Use at most 500 characters'], stage_id: ['Choose a stage of this job’s pipeline'] },
    })
    const { user, onClose } = await renderForm(KIT)
    await user.click(await screen.findByRole('button', { name: 'Save kit' }))
    expect(await screen.findByRole('textbox', { name: /^Attribute 1(?! description)/ })).toHaveAccessibleDescription('Name each attribute once')
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveAccessibleDescription('Use at most 500 characters')
    expect(screen.getByRole('combobox', { name: /^Stage/ })).toHaveAccessibleDescription('Choose a stage of this job’s pipeline')
    expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/backend/api/interview-kits/40' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('keeps at least one attribute', async () => {
    await renderForm(KIT)
    expect(await screen.findByRole('button', { name: 'Remove attribute 1' })).toBeDisabled()
  })
})
