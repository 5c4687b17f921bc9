import type { ResumeUpload } from '@common/resumes'
import { API_BASE_URL } from '@/lib/api-client'
import { getToken } from '@/lib/cookies'
import { httpError, networkError, type NormalizedError } from '@/lib/errors'

export interface UploadOptions {
  /** The job the applicant applies to, if any. */
  jobId: number | null
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void
}

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * POST resumes (contract section 12) with the file as multipart `file`. Sent with
 * XMLHttpRequest for its upload progress (fetch, and so ky, reports none over HTTP/1.1 in
 * Chromium), carrying the session as the API client does: the token cookie's value as a bearer
 * token, cookies as on any same-origin call. Resolves with the 202's upload; rejects with the
 * normalised error (413, 415, 422 with the server's message; null status without a response).
 */
export function uploadResume(file: File, { jobId, onProgress }: UploadOptions): Promise<ResumeUpload> {
  return new Promise<ResumeUpload>((resolve, reject: (error: NormalizedError) => void) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE_URL}resumes`)
    xhr.setRequestHeader('Accept', 'application/json')
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = parseBody(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve(body as ResumeUpload)
      } else {
        reject(httpError(xhr.status, body))
      }
    }
    xhr.onerror = () => reject(networkError(null))

    const body = new FormData()
    body.append('file', file, file.name)
    if (jobId !== null) body.append('job_id', String(jobId))
    xhr.send(body)
  })
}
