import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as applicantRecords from '../applicants/public'
import { CompanyScope } from '../../db/company-scope'
import { createAccount, insertJob } from '../../test/factories'
import { PDF_TYPE, resumePdf } from '../../test/resume-files'
import { useTestServer } from '../../test/test-server'

/**
 * A parsed upload's checks read without the identity lock (decideUpload): here a change is made
 * between the checks and the decision's transaction, as a recruiter's request can be on the
 * embedded database and any other process on PostgreSQL.
 */
const meanwhile = vi.hoisted(() => ({ change: null as (() => Promise<void>) | null }))

vi.mock('../applicants/public', async (importOriginal) => {
  const actual = await importOriginal<typeof applicantRecords>()
  return {
    ...actual,
    // The last of the checks: what changes after it, they cannot have seen.
    findSimilarName: async (...args: Parameters<typeof actual.findSimilarName>) => {
      const similar = await actual.findSimilarName(...args)
      const change = meanwhile.change
      meanwhile.change = null
      await change?.()
      return similar
    },
  }
})

const server = useTestServer()
let owner: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })
})

async function uploadResume(email: string, name = 'Mary Jackson'): Promise<number> {
  const form = new FormData()
  const bytes = await resumePdf({ name, email, location: 'Hampton, VA', title: 'Aerospace Engineer', skills: ['Python'] })
  form.append('file', new File([new Uint8Array(bytes)], 'resume.pdf', { type: PDF_TYPE }))
  const response = await server.fetch('/backend/api/resumes', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } })
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: number }).id
}

describe('a decision whose checks an identity change overtook', () => {
  it('is made again: the applicant added meanwhile is named for review, not doubled', async () => {
    const id = await uploadResume('mary.jackson@example.test')
    // Only the name ties them (no constraint would refuse a second Mary Jackson): the checks alone must see her.
    let added: unknown = null
    meanwhile.change = async () => {
      added = (await server.post('applicants', { name: 'Mary Jackson', email: 'mjackson@nasa.example.test' }, { token: owner.token })).body
    }
    await server.settle()
    expect(added).toMatchObject({ name: 'Mary Jackson' })

    const upload = (await server.get(`resumes/${id}`, { token: owner.token })).body
    expect(upload).toMatchObject({ status: 'needs_review', applicant_id: null, duplicate_of: { name: 'Mary Jackson', reason: 'similar_name' } })
    const marys = (await server.get('applicants?q=Mary Jackson', { token: owner.token })).body as { meta: { total: number } }
    expect(marys.meta.total).toBe(1)
  })

  it('stands when nothing that decides who is who changed: the resume is saved', async () => {
    const id = await uploadResume('dorothy.vaughan@example.test', 'Dorothy Vaughan')
    meanwhile.change = async () => {
      await insertJob(server.db, owner.company.id, { title: 'Flight Research Engineer' })
    }
    await server.settle()
    expect((await server.get(`resumes/${id}`, { token: owner.token })).body).toMatchObject({ status: 'saved', duplicate_of: null })
  })
})

describe('the identity version', () => {
  it('counts one up for each transaction that takes the lock, once, and not for one rolled back', async () => {
    const scope = new CompanyScope(server.db, owner.company.id)
    const before = await applicantRecords.readIdentityVersion(scope)
    const taken = await scope.transaction(async (tx) => [await applicantRecords.lockApplicantIdentities(tx), await applicantRecords.lockApplicantIdentities(tx)])
    expect(taken).toEqual([before + 1, before + 1])
    await expect(
      scope.transaction(async (tx) => {
        await applicantRecords.lockApplicantIdentities(tx)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await applicantRecords.readIdentityVersion(scope)).toBe(before + 1)
  })
})
