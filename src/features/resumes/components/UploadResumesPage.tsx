import '@mantine/core/styles/LoadingOverlay.css'
import '@mantine/core/styles/Progress.css'
import '@mantine/dropzone/styles.css'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconAlertCircle, IconFileUpload, IconFolderOpen, IconUpload, IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { RESUME_LIMITS, type ResumeListQuery } from '@common/resumes'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { Page } from '@/components/page/Page'
import { RecordPicker } from '@/components/RecordPicker'
import { openJobOptionsPicker } from '@/features/applicants/api/applicants'
import { resumeKeys } from '../api/resumes'
import { resumeUploads, useResumeUploads } from '../resume-uploads'
import { RESUME_FILE_ACCEPT } from '../upload-store'
import { RecentUploads } from './RecentUploads'
import { UploadBatch } from './UploadBatch'

/**
 * The job the dropped resumes apply to: one of the company's published and draft jobs, found by name.
 * Asked of the applicants API, as Add applicant's Job is, so a role that may upload resumes but not
 * read jobs picks one too.
 */
function JobSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <RecordPicker
      label="Job"
      description="Optional: each applicant saved from these files applies to it"
      placeholder="No job"
      clearable
      source={openJobOptionsPicker}
      nothingFound="No published or draft jobs by that name"
      value={value}
      onChange={onChange}
      maw={{ sm: 420 }}
    />
  )
}

/**
 * Recent uploads are fetched again whenever a file of the batch is sent or gets its outcome
 * (at most once a second), so the list below shows it too.
 */
function useRecentUploadsFollowBatch() {
  const queryClient = useQueryClient()
  const progress = useResumeUploads((state) =>
    state.items
      .filter((item) => item.upload !== null)
      .map((item) => `${item.key}:${item.upload?.status}`)
      .join(),
  )
  useEffect(() => {
    if (!progress) return
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() }), 1_000)
    return () => clearTimeout(timer)
  }, [progress, queryClient])
}

interface UploadResumesPageProps {
  title: string
  query: ResumeListQuery
  onQueryChange: ListSearchChange<ResumeListQuery>
}

/**
 * Upload Resumes: drop up to 200 PDF, DOCX or TXT files (10 MB each), optionally for a job. Each
 * file is sent on its own, three at a time, and its outcome follows; the batch keeps going on
 * other pages. Recent uploads below list every upload of the company, filtered by status.
 */
export function UploadResumesPage({ title, query, onQueryChange }: UploadResumesPageProps) {
  const [jobId, setJobId] = useState('')
  const notice = useResumeUploads((state) => state.notice)
  const openPicker = useRef<() => void>(null)
  useRecentUploadsFollowBatch()

  return (
    <Page title={title}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <JobSelect value={jobId} onChange={setJobId} />
          <Dropzone
            onDrop={(files) => resumeUploads.add(files, jobId ? Number(jobId) : null)}
            inputProps={{ accept: RESUME_FILE_ACCEPT }}
            openRef={openPicker}
            // The keyboard's way in is the "Choose files" button: the drop area is for the mouse.
            activateOnKeyboard={false}
            radius="md"
          >
            <Group justify="center" gap="lg" mih={140} wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={44} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={44} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileUpload size={44} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
              </Dropzone.Idle>
              <Stack gap={4}>
                <Text size="lg" fw={600}>
                  Drop resumes here
                </Text>
                <Text size="sm" c="dimmed">
                  PDF, DOCX or TXT, up to {RESUME_LIMITS.bytes / 1024 / 1024} MB each and {RESUME_LIMITS.filesPerBatch} files at a time. You can leave this page while they upload.
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          <Button variant="light" leftSection={<IconFolderOpen size={16} aria-hidden />} onClick={() => openPicker.current?.()} style={{ alignSelf: 'flex-start' }}>
            Choose files
          </Button>
          {notice && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {notice}
            </Alert>
          )}
        </Stack>
      </Paper>
      <UploadBatch />
      <RecentUploads query={query} onQueryChange={onQueryChange} />
    </Page>
  )
}
