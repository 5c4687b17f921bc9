import { Button, Group, List, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconDownload, IconFilterOff, IconHistory } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { USER_ACCESS } from '@common/access/users'
import { notify } from '@/components/feedback/notify'
import { AnchorLink } from '@/components/links'
import { ListCardHead } from '@/components/list/ListCardHead'
import { listQueryProps } from '@/components/list/list-query-props'
import { ListView, type ListColumn } from '@/components/list/ListView'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { RecordPicker, type PickerOption } from '@/components/RecordPicker'
import { failureText } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'
import { isListFiltered, clearedFilters } from '@/lib/list-search'
import { useCan } from '@/platform/session/api/use-session'
import { auditActorPicker, auditQueryOptions, auditSubjectTypesQueryOptions, downloadAuditCsv, type AuditRow } from '../api/privacy'
import { auditQuerySchema, type AuditQuery } from '../audit-search'
import { actionLabel, auditChanges, subjectTypeLabel } from './audit-format'

/** The page of each kind of record the app shows one of. */
const SUBJECT_PAGES = { job: '/jobs/view/', requisition: '/job-requisitions/view/', applicant: '/candidates/view/', employee: '/employees/view/' } as const

/** The record an entry is about: a link where the app has a page for its kind, else its kind and number. */
function AuditSubject({ entry }: { entry: AuditRow }) {
  const name = `${subjectTypeLabel(entry.subject_type)} #${entry.subject_id}`
  const deleted = entry.action === 'deleted' || entry.action === 'anonymised'
  const page = Object.hasOwn(SUBJECT_PAGES, entry.subject_type) ? SUBJECT_PAGES[entry.subject_type as keyof typeof SUBJECT_PAGES] : undefined
  if (deleted || !page) return <>{name}</>
  return (
    <AnchorLink to={page} search={{ id: entry.subject_id }}>
      {name}
    </AnchorLink>
  )
}

/** What was done to which record: "edited · Job #12". */
function AuditWhat({ entry }: { entry: AuditRow }) {
  return (
    <Text size="sm" component="span">
      <Text span fw={600} size="sm">
        {actionLabel(entry.action)}
      </Text>
      {' · '}
      <AuditSubject entry={entry} />
    </Text>
  )
}

/** Each changed field, before → after, and the comment given. */
function AuditChanges({ entry }: { entry: AuditRow }) {
  const changes = auditChanges(entry)
  if (changes.length === 0 && !entry.comment)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    )
  return (
    <Stack gap={2}>
      {changes.length > 0 && (
        <List size="sm" spacing={2} listStyleType="none" p={0}>
          {changes.map(([field, before, after]) => (
            <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
              <Text span size="sm" fw={500}>
                {field}:
              </Text>{' '}
              {before} → {after}
            </List.Item>
          ))}
        </List>
      )}
      {entry.comment && (
        <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          “{entry.comment}”
        </Text>
      )}
    </Stack>
  )
}

const who = (entry: AuditRow) => entry.actor?.name ?? 'Staffdesk'

const AUDIT_COLUMNS: ListColumn<AuditRow, never>[] = [
  { header: 'When', nowrap: true, cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { header: 'Who', maxWidth: 200, cell: who },
  { header: 'What', maxWidth: 280, cell: (entry) => <AuditWhat entry={entry} /> },
  { header: 'Changes', cell: (entry) => <AuditChanges entry={entry} /> },
]

function AuditCard({ entry }: { entry: AuditRow }) {
  return (
    <>
      <ListCardHead title={<AuditWhat entry={entry} />} detail={`${who(entry)} · ${formatDateTime(entry.at)}`} actions={null} />
      <Stack mt="xs">
        <AuditChanges entry={entry} />
      </Stack>
    </>
  )
}

interface AuditLogProps {
  query: AuditQuery
  onQueryChange: ListSearchChange<AuditQuery>
}

/**
 * Settings → Audit log (contract 19): every change in the company, newest first: who, when, what,
 * and each changed field before and after; narrowed by person, kind of record and dates, and
 * exported as CSV with the same filters.
 */
export function AuditLog({ query, onQueryChange }: AuditLogProps) {
  const entries = useQuery(auditQueryOptions(query))
  const subjectTypes = useQuery(auditSubjectTypesQueryOptions()).data ?? []
  const canListUsers = useCan(USER_ACCESS.list)
  const [exporting, setExporting] = useState(false)
  const filtered = isListFiltered(auditQuerySchema, query)
  // The chosen person's name, from the entries shown (there is no endpoint for one user).
  const chosenActor = entries.data?.data.find((entry) => entry.actor?.id === query.actor_id)?.actor
  const chosen: PickerOption | null = chosenActor?.id ? { value: String(chosenActor.id), label: chosenActor.name } : null
  // Without the users list, the people to choose from are those on this page.
  const seen = new Map((entries.data?.data ?? []).flatMap((entry) => (entry.actor?.id ? [[String(entry.actor.id), entry.actor.name] as const] : [])))
  const kinds = query.subject_type && !subjectTypes.includes(query.subject_type) ? [query.subject_type, ...subjectTypes] : subjectTypes

  async function exportCsv() {
    setExporting(true)
    try {
      await downloadAuditCsv(query)
    } catch (failure) {
      notify({ color: 'red', title: 'The export failed', message: failureText(failure), autoClose: false })
    } finally {
      setExporting(false)
    }
  }

  const filters = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <RecordPicker
          label="Person"
          placeholder="Anyone"
          source={auditActorPicker}
          enabled={canListUsers}
          fixed={canListUsers ? [] : [...seen].map(([value, label]) => ({ value, label }))}
          chosen={chosen}
          value={query.actor_id === undefined ? '' : String(query.actor_id)}
          onChange={(value) => onQueryChange({ actor_id: value ? Number(value) : undefined })}
          nothingFound="Nobody by that name"
          clearable
        />
        <NativeSelect
          label="Kind of record"
          data={[{ value: '', label: 'All kinds' }, ...kinds.map((kind) => ({ value: kind, label: subjectTypeLabel(kind) }))]}
          value={query.subject_type ?? ''}
          onChange={(event) => onQueryChange({ subject_type: event.currentTarget.value || undefined })}
        />
        <TextInput type="date" label="From" value={query.from ?? ''} max={query.to} onChange={(event) => onQueryChange({ from: event.currentTarget.value || undefined })} />
        <TextInput type="date" label="To" value={query.to ?? ''} min={query.from} onChange={(event) => onQueryChange({ to: event.currentTarget.value || undefined })} />
      </SimpleGrid>
      <Group gap="sm" justify="flex-end">
        {filtered && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onQueryChange(clearedFilters(auditQuerySchema))}>
            Clear filters
          </Button>
        )}
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
    </Stack>
  )

  return (
    <ListView
      label="Audit log"
      list={entries}
      columns={AUDIT_COLUMNS}
      card={(entry) => <AuditCard entry={entry} />}
      texts={{
        loading: 'Loading the audit log',
        error: 'The audit log could not be loaded',
        empty: { icon: <IconHistory aria-hidden />, title: 'Nothing logged yet', description: 'Every change anyone makes in your company appears here.' },
        noMatch: { title: 'No entries match', description: 'Nothing was logged for this person, kind of record and dates. Try fewer filters.' },
      }}
      filters={filters}
      {...listQueryProps(auditQuerySchema, query, onQueryChange)}
    />
  )
}
