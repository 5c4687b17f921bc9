import { Box, Button, ScrollArea, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ResumeUpload } from '@common/resumes'
import { saveBlob } from '@/features/applicants/api/applicants'
import { failureText } from '@/lib/errors'
import { resumeFileQueryOptions } from '../api/resumes'

const PDF = 'application/pdf'
const TEXT = 'text/plain'

const frameStyle = { borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' } as const

/**
 * The resume as uploaded, beside what was read from it: a PDF in the browser's viewer, a text
 * file as its text, a DOCX (which browsers cannot show) to download.
 */
export function ResumePreview({ upload }: { upload: ResumeUpload }) {
  const file = useQuery(resumeFileQueryOptions(upload.id))

  if (file.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        The resume could not be shown: {failureText(file.error)}
      </Text>
    )
  }
  if (!file.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading the resume…
      </Text>
    )
  }
  if (upload.content_type === PDF) return <PdfFrame blob={file.data} title={`Resume: ${upload.file_name}`} />
  if (upload.content_type.startsWith(TEXT)) return <TextResume blob={file.data} label={`Resume: ${upload.file_name}`} />
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        Browsers cannot show a DOCX file: download it to read it beside the fields.
      </Text>
      <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => saveBlob(file.data, upload.file_name)}>
        Download {upload.file_name}
      </Button>
    </Stack>
  )
}

function PdfFrame({ blob, title }: { blob: Blob; title: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([blob], { type: PDF }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return (
    <Box h={{ base: 480, md: 760 }} bd="1px solid var(--mantine-color-default-border)" style={frameStyle}>
      {/* A blob typed application/pdf: the browser's PDF viewer shows it, never as a page of ours;
          the page fills the frame's width, without the viewer's thumbnail pane beside it. */}
      {url && <iframe title={title} src={`${url}#view=FitH&navpanes=0`} style={{ width: '100%', height: '100%', border: 0 }} />}
    </Box>
  )
}

function TextResume({ blob, label }: { blob: Blob; label: string }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void blob.text().then((value) => current && setText(value))
    return () => {
      current = false
    }
  }, [blob])
  return (
    <ScrollArea.Autosize mah={760} bd="1px solid var(--mantine-color-default-border)" style={frameStyle} aria-label={label} tabIndex={0} role="region">
      <Text component="pre" size="sm" p="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}>
        {text ?? ''}
      </Text>
    </ScrollArea.Autosize>
  )
}
