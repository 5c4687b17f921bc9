import { Button, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { saveBlob } from '@/lib/save-blob'
import classes from './ResumeViews.module.css'

interface ResumeViewProps<FileKey extends QueryKey, TextKey extends QueryKey> {
  contentType: string
  /** The view's accessible name: "Resume: <file name>". */
  label: string
  /** The original file, fetched only for a PDF. */
  file: UseQueryOptions<Blob, Error, Blob, FileKey>
  /** The text read from the file, fetched for anything else. */
  text: UseQueryOptions<string, Error, string, TextKey>
  /** Shown under the text once it is there (the review page's download). */
  children?: ReactNode
}

/** A resume shown in the page: a PDF in the browser's viewer, a DOCX or text file as the text read from it. */
export function ResumeView<FileKey extends QueryKey, TextKey extends QueryKey>({ contentType, label, file, text, children }: ResumeViewProps<FileKey, TextKey>) {
  const pdf = contentType === 'application/pdf'
  const shownFile = useQuery({ ...file, enabled: pdf })
  const shownText = useQuery({ ...text, enabled: !pdf })
  if (pdf) return shownFile.data ? <ResumePdf blob={shownFile.data} title={label} /> : <ResumeLoading error={shownFile.error} />
  if (shownText.data === undefined) return <ResumeLoading error={shownText.error} />
  return (
    <Stack gap="xs" align="stretch">
      <ResumeText text={shownText.data} label={label} />
      {children}
    </Stack>
  )
}

/**
 * A PDF resume in the browser's own viewer, from a blob typed application/pdf: never a page of
 * ours, whatever the file holds (Chromium's viewer refuses sandboxed frames, so the frame carries
 * no `sandbox`; the file's own answer does). The page fills the frame's width, without the
 * viewer's thumbnails.
 */
function ResumePdf({ blob, title }: { blob: Blob; title: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return <div className={classes.frame}>{url && <iframe title={title} src={`${url}#view=FitH&navpanes=0`} className={classes.pdf} />}</div>
}

/**
 * A resume as the text read from it (a DOCX, which browsers cannot show, or a text file): plain
 * text with the file's line breaks, never its markup; focusable, so a keyboard scrolls it. Each
 * line takes the direction of its own first letter: a phone, a size or an English line in a
 * right-to-left page keeps its order, and a Hebrew line in an English resume reads from the right.
 */
function ResumeText({ text, label }: { text: string; label: string }) {
  return (
    <div className={`${classes.frame} ${classes.text}`} role="region" aria-label={label} tabIndex={0}>
      {text.trim() === '' ? (
        <Text size="sm" c="dimmed">
          No text could be read from this file; download it to see it.
        </Text>
      ) : (
        <Text size="sm" component="div" className={classes.lines}>
          {text.split(/\r?\n/).map((line, index) => (
            <p key={index} dir="auto">
              {line}
            </p>
          ))}
        </Text>
      )}
    </div>
  )
}

/** Downloads a resume's original file, fetched on the click (with the session's token). */
export function ResumeDownloadButton({ fileName, fetchFile }: { fileName: string; fetchFile: () => Promise<Blob> }) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`Download ${fileName}`}
      onClick={() => {
        setBusy(true)
        fetchFile()
          .then((blob) => saveBlob(blob, fileName))
          .catch((failure: unknown) => notify({ color: 'red', title: 'The download failed', message: failureText(failure), autoClose: false }))
          .finally(() => setBusy(false))
      }}
    >
      Download
    </Button>
  )
}

/** What a resume view says while its file or text loads, or when it cannot be had. */
function ResumeLoading({ error }: { error: Error | null }) {
  if (error) {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        The resume could not be shown: {failureText(error)}
      </Text>
    )
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      Loading the resume…
    </Text>
  )
}
