import { useStore } from 'zustand'
import { fetchResumes, OUTCOME_POLL_MS } from './api/resumes'
import { uploadResume } from './api/upload-resume'
import { createResumeUploads, type UploadState } from './upload-store'

/** This tab's batch of uploads: one for the app, so it outlives the upload page. */
export const resumeUploads = createResumeUploads({ upload: uploadResume, list: fetchResumes, pollMs: OUTCOME_POLL_MS })

/** A part of the batch's state; the component re-renders only when that part changes. */
export function useResumeUploads<Selected>(select: (state: UploadState) => Selected): Selected {
  return useStore(resumeUploads.store, select)
}
