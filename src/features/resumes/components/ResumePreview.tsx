import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ResumeUpload } from '@common/resumes'
import { ResumeDownloadButton, ResumeLoading, ResumePdf, ResumeText } from '@/components/resume/ResumeViews'
import { fetchResumeFile, resumeFileQueryOptions, resumeTextQueryOptions } from '../api/resumes'

const PDF = 'application/pdf'

/**
 * The resume as uploaded, beside what was read from it: a PDF in the browser's viewer; a DOCX
 * (which browsers cannot show) or a text file as the text the parser read, with its download.
 */
export function ResumePreview({ upload }: { upload: ResumeUpload }) {
  const pdf = upload.content_type === PDF
  const file = useQuery({ ...resumeFileQueryOptions(upload.id), enabled: pdf })
  const text = useQuery({ ...resumeTextQueryOptions(upload.id), enabled: !pdf })
  const label = `Resume: ${upload.file_name}`
  if (pdf) return file.data ? <ResumePdf blob={file.data} title={label} /> : <ResumeLoading error={file.error} />
  if (text.data === undefined) return <ResumeLoading error={text.error} />
  return (
    <Stack gap="xs" align="flex-start">
      <ResumeText text={text.data} label={label} />
      <ResumeDownloadButton fileName={upload.file_name} fetchFile={() => fetchResumeFile(upload.id)} />
    </Stack>
  )
}
