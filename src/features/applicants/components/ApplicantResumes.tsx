import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { IconDownload, IconEye, IconEyeOff, IconFileText } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ApplicantDetail } from '@common/applicants'
import { notify } from '@/components/feedback/notify'
import { api, request } from '@/lib/api-client'
import { failureText } from '@/lib/errors'
import { formatFileSize, formatTimestampDay } from '@/lib/format'
import { applicantKeys, saveBlob } from '../api/applicants'
import { Section } from './Section'

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

/** The applicant's resumes: each downloadable, a PDF also shown in the page. */
export function ApplicantResumes({ applicant }: { applicant: ApplicantDetail }) {
  const [shown, setShown] = useState<number | null>(() => applicant.resumes.find((resume) => resume.content_type === PDF)?.id ?? null)
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
                  <Text size="sm" fw={600} truncate>
                    {resume.file_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(resume.size)} · added {formatTimestampDay(resume.created_at)}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {resume.content_type === PDF && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={shown === resume.id ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
                    aria-expanded={shown === resume.id}
                    onClick={() => setShown(shown === resume.id ? null : resume.id)}
                  >
                    {shown === resume.id ? 'Hide' : 'Show'}
                  </Button>
                )}
                <DownloadButton applicantId={applicant.id} resume={resume} />
              </Group>
            </Group>
            {shown === resume.id && <PdfFrame applicantId={applicant.id} resume={resume} />}
          </Stack>
        ))}
      </Stack>
    </Section>
  )
}

function DownloadButton({ applicantId, resume }: { applicantId: number; resume: Resume }) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`Download ${resume.file_name}`}
      onClick={() => {
        setBusy(true)
        resumeFile(applicantId, resume.id, false)
          .then((blob) => saveBlob(blob, resume.file_name))
          .catch((failure: unknown) =>
            notify({
              color: 'red',
              title: 'The download failed',
              message: failureText(failure),
              autoClose: false,
            }),
          )
          .finally(() => setBusy(false))
      }}
    >
      Download
    </Button>
  )
}

function PdfFrame({ applicantId, resume }: { applicantId: number; resume: Resume }) {
  const file = useQuery({
    queryKey: [...applicantKeys.detail(applicantId), 'resume', resume.id],
    queryFn: () => resumeFile(applicantId, resume.id, true),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file.data) return
    const next = URL.createObjectURL(new Blob([file.data], { type: PDF }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file.data])

  if (file.isError) {
    return (
      <Text size="sm" c="red">
        The resume could not be shown: {failureText(file.error)}
      </Text>
    )
  }
  return (
    <Box h={{ base: 480, md: 720 }} bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
      {url ? (
        // A blob typed application/pdf: the browser's PDF viewer shows it, never as a page of ours
        // (Chromium's viewer refuses sandboxed frames, so the frame cannot carry `sandbox`).
        <iframe title={`Resume: ${resume.file_name}`} src={url} style={{ width: '100%', height: '100%', border: 0 }} />
      ) : (
        <Text size="sm" c="dimmed" p="md" role="status">
          Loading the resume…
        </Text>
      )}
    </Box>
  )
}
