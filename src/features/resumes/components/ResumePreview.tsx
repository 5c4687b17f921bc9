import type { ResumeUpload } from '@common/resumes'
import { ResumeDownloadButton, ResumeView } from '@/components/resume/ResumeViews'
import { fetchResumeFile, resumeFileQueryOptions, resumeTextQueryOptions } from '../api/resumes'

/**
 * The resume as uploaded, beside what was read from it: a PDF in the browser's viewer; a DOCX
 * (which browsers cannot show) or a text file as the text the parser read, with its download.
 */
export function ResumePreview({ upload }: { upload: ResumeUpload }) {
  return (
    <ResumeView contentType={upload.content_type} label={`Resume: ${upload.file_name}`} file={resumeFileQueryOptions(upload.id)} text={resumeTextQueryOptions(upload.id)}>
      <div>
        <ResumeDownloadButton fileName={upload.file_name} fetchFile={() => fetchResumeFile(upload.id)} />
      </div>
    </ResumeView>
  )
}
