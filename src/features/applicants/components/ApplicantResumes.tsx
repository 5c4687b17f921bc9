import { Button, Group, Stack, Text } from '@mantine/core'
import { IconEye, IconEyeOff, IconFileText } from '@tabler/icons-react'
import { useState } from 'react'
import type { ApplicantDetail } from '@common/applicants'
import { ResumeDownloadButton, ResumeView } from '@/components/resume/ResumeViews'
import { api, request } from '@/lib/api-client'
import { formatFileSize, formatTimestampDay } from '@/lib/format'
import { applicantKeys, resumeTextQueryOptions } from '../api/applicants'
import { Section } from '@/components/page/Section'
import { Ltr } from '@/components/text/Isolate'

type Resume = ApplicantDetail['resumes'][number]

const PDF = 'application/pdf'

// The file needs the session's token, which a frame's or a link's own request would not carry.
const resumeFile = (applicantId: number, resumeId: number, inline: boolean) =>
  request(() =>
    api
      .get(`applicants/${applicantId}/resumes/${resumeId}`, {
        searchParams: inline ? { inline: 1 } : {},
      })
      .blob(),
  )

/**
 * The applicant's resumes: each downloadable and shown in the page, a PDF in the browser's viewer,
 * a DOCX or text file as the text read from it. The first is shown at once (a PDF first).
 */
export function ApplicantResumes({ applicant }: { applicant: ApplicantDetail }) {
  const [shown, setShown] = useState<number | null>(() => (applicant.resumes.find((resume) => resume.content_type === PDF) ?? applicant.resumes[0])?.id ?? null)
  if (applicant.resumes.length === 0) {
    return (
      <Section title="Resumes">
        <Text c="dimmed" size="sm">
          No resume yet.
        </Text>
      </Section>
    )
  }
  return (
    <Section title="Resumes">
      <Stack gap="md">
        {applicant.resumes.map((resume) => (
          <Stack key={resume.id} gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} truncate dir="auto">
                    {resume.file_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Ltr>
                      {formatFileSize(resume.size)} · added {formatTimestampDay(resume.created_at)}
                    </Ltr>
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={shown === resume.id ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
                  aria-expanded={shown === resume.id}
                  aria-label={`${shown === resume.id ? 'Hide' : 'Show'} ${resume.file_name}`}
                  onClick={() => setShown(shown === resume.id ? null : resume.id)}
                >
                  {shown === resume.id ? 'Hide' : 'Show'}
                </Button>
                <ResumeDownloadButton fileName={resume.file_name} fetchFile={() => resumeFile(applicant.id, resume.id, false)} />
              </Group>
            </Group>
            {shown === resume.id && <ShownResume applicantId={applicant.id} resume={resume} />}
          </Stack>
        ))}
      </Stack>
    </Section>
  )
}

function ShownResume({ applicantId, resume }: { applicantId: number; resume: Resume }) {
  const file = {
    queryKey: [...applicantKeys.detail(applicantId), 'resume', resume.id],
    queryFn: () => resumeFile(applicantId, resume.id, true),
    staleTime: Number.POSITIVE_INFINITY,
  }
  return <ResumeView contentType={resume.content_type} label={`Resume: ${resume.file_name}`} file={file} text={resumeTextQueryOptions(applicantId, resume.id)} />
}
