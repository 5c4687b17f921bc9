import '@mantine/core/styles/Chip.css'
import { Chip, Group, Stack, Text, Title } from '@mantine/core'
import { IconFileUpload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { resumeListQuerySchema, type ResumeListQuery, type ResumeUpload, type ResumeUploadStatus } from '@common/resumes'
import { AnchorLink } from '@/components/links'
import { listQueryProps } from '@/components/list/list-query-props'
import { ListView, type ListColumn } from '@/components/list/ListView'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { formatDateTime, formatFileSize, formatRelative } from '@/lib/format'
import { resumeListQueryOptions } from '../api/resumes'
import { ResumeStatusBadge, UploadOutcome } from './UploadOutcome'
import { Bdi, Ltr } from '@/components/text/Isolate'

/** The filter chips: the outcomes a recruiter looks for after a batch. */
const STATUS_FILTERS: { value: ResumeUploadStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'needs_review', label: 'Needs review' },
  { value: 'failed', label: 'Failed' },
  { value: 'duplicate', label: 'Duplicates' },
  { value: 'saved', label: 'Saved' },
]

/** The file's name, a link to what was read from it (and its review while it waits for one). */
function FileName({ upload }: { upload: ResumeUpload }) {
  return (
    <Stack gap={2} miw={0}>
      <AnchorLink to="/resumes/review/" search={{ id: upload.id }} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Bdi>{upload.file_name}</Bdi>
      </AnchorLink>
      <Text size="xs" c="dimmed">
        <Ltr>{formatFileSize(upload.size)}</Ltr>
        {upload.job && (
          <>
            {' · for '}
            <Bdi>{upload.job.title}</Bdi>
          </>
        )}
      </Text>
    </Stack>
  )
}

function Uploaded({ upload }: { upload: ResumeUpload }) {
  return (
    <Text size="sm" title={formatDateTime(upload.created_at)}>
      <Ltr>{formatRelative(upload.created_at)}</Ltr>
    </Text>
  )
}

const COLUMNS: ListColumn<ResumeUpload, never>[] = [
  { header: 'File', cell: (upload) => <FileName upload={upload} />, maxWidth: 320 },
  { header: 'Status', cell: (upload) => <ResumeStatusBadge status={upload.status} />, nowrap: true },
  { header: 'Outcome', cell: (upload) => <UploadOutcome upload={upload} />, maxWidth: 360 },
  { header: 'Uploaded', cell: (upload) => <Uploaded upload={upload} />, nowrap: true },
]

/**
 * The list's search for the URL: the statuses as one comma-separated value, as the schema reads
 * them (the router would write a list as JSON, which the schema would refuse).
 */
export function resumeUrlSearch<Search extends { status?: readonly string[] }>(search: Search): Search {
  return { ...search, status: search.status?.length ? search.status.join(',') : undefined } as Search
}

interface RecentUploadsProps {
  query: ResumeListQuery
  onQueryChange: ListSearchChange<ResumeListQuery>
}

/**
 * Recent uploads: the company's uploads, newest first, whoever sent them and whenever, with
 * their outcomes; filtered by status through the URL. Rows still being read are asked again.
 */
export function RecentUploads({ query, onQueryChange }: RecentUploadsProps) {
  const uploads = useQuery(resumeListQueryOptions(query))
  return (
    <Stack component="section" gap="sm" aria-labelledby="recent-uploads-heading">
      <Title order={2} fz="h4" id="recent-uploads-heading">
        Recent uploads
      </Title>
      <ListView<ResumeUpload, never>
        label="Recent uploads"
        list={uploads}
        columns={COLUMNS}
        minWidth={720}
        card={(upload) => (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <FileName upload={upload} />
              <ResumeStatusBadge status={upload.status} />
            </Group>
            <UploadOutcome upload={upload} />
            <Uploaded upload={upload} />
          </Stack>
        )}
        texts={{
          loading: 'Loading recent uploads',
          error: 'Recent uploads could not be loaded',
          empty: {
            icon: <IconFileUpload aria-hidden />,
            title: 'No uploads yet',
            description: 'Resumes you upload show here with what became of each.',
          },
          noMatch: {
            title: 'No uploads with this status',
            description: 'None of the company’s uploads has this status now.',
          },
        }}
        filters={
          <Chip.Group multiple={false} value={query.status?.join(',') ?? ''} onChange={(value) => onQueryChange({ status: value ? [value as ResumeUploadStatus] : undefined })}>
            <Group gap="xs" role="radiogroup" aria-label="Show uploads">
              {STATUS_FILTERS.map((filter) => (
                <Chip key={filter.value} value={filter.value} type="radio" variant="outline" size="sm">
                  {filter.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        }
        {...listQueryProps<never>(resumeListQuerySchema, query, onQueryChange)}
      />
    </Stack>
  )
}
