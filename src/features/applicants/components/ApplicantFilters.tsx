import { NativeSelect, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ChangeEvent, FocusEvent, KeyboardEvent, ReactNode } from 'react'
import { APPLICANT_SOURCE_LABELS, APPLICANT_SOURCES, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, applicantListQuerySchema, type ApplicantListQuery } from '@common/applicants'
import { ListFilters } from '@/components/list/ListFilters'
import { RecordPicker } from '@/components/RecordPicker'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'
import { appliedJobPicker } from '../api/applicants'
import { stagesQueryOptions } from '../api/pipeline'

interface ApplicantFiltersProps {
  query: ApplicantListQuery
  onChange: ListSearchChange<ApplicantListQuery>
  /** Beside the search box: the export of the filtered list. */
  actions?: ReactNode
}

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(applicantListQuerySchema)

/**
 * The list's search for the URL: skills as one comma-separated value, as the schema reads them
 * (the router would write a list as JSON, which the schema would refuse).
 */
export function applicantUrlSearch<Search extends { skills?: readonly string[] }>(search: Search): Search {
  return (search.skills?.length ? { ...search, skills: search.skills.join(',') } : { ...search, skills: undefined }) as Search
}

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: ApplicantListQuery) => isListFiltered(applicantListQuerySchema, query)

type TextFilter = 'skills' | 'tag' | 'created_from' | 'created_to'

/** The list's search box and filters; each change goes to the URL. */
export function ApplicantFilters({ query, onChange, actions }: ApplicantFiltersProps) {
  const stages = useQuery(stagesQueryOptions())
  const select = <Key extends 'status' | 'source'>(key: Key) => ({
    value: query[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value || undefined }),
  })
  const idSelect = (key: 'job_id' | 'stage_id') => ({
    value: query[key] === undefined ? '' : String(query[key]),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      onChange({
        [key]: event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
      }),
  })
  const shownText = (key: TextFilter) => (key === 'skills' ? (query.skills ?? []).join(', ') : (query[key] ?? ''))
  // Keyed by what the URL holds, so the field shows a change made elsewhere (Clear filters).
  const textKey = (key: TextFilter) => `${key}:${shownText(key)}`
  const text = (key: TextFilter) => {
    const shown = shownText(key)
    return {
      // Typing waits for the field to be left (or Enter), so the URL takes one entry per filter.
      defaultValue: shown,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value.trim()
        if (value === shown) return
        onChange({
          [key]:
            key === 'skills'
              ? value
                  .split(',')
                  .map((skill) => skill.trim())
                  .filter(Boolean)
              : value || undefined,
        })
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') event.currentTarget.blur()
      },
    }
  }

  return (
    <ListFilters
      searchLabel="Search applicants"
      searchPlaceholder="Search names, skills and resume text"
      q={query.q}
      onSearch={(q) => onChange({ q }, { replace: true })}
      filtered={isFiltered(query)}
      onClear={() => onChange(NO_FILTERS)}
      actions={actions}
      columns={5}
    >
      <RecordPicker
        label="Job"
        placeholder="All jobs"
        clearable
        source={appliedJobPicker}
        nothingFound="No applied-to jobs by that name"
        value={query.job_id === undefined ? '' : String(query.job_id)}
        onChange={(value) => onChange({ job_id: value ? Number(value) : undefined })}
      />
      <NativeSelect
        label="Stage"
        data={[
          { value: '', label: 'All stages' },
          ...(stages.data ?? []).map((stage) => ({
            value: String(stage.id),
            label: stage.name,
          })),
        ]}
        {...idSelect('stage_id')}
      />
      <NativeSelect
        label="Status"
        data={[
          { value: '', label: 'All statuses' },
          ...APPLICATION_STATUSES.map((value) => ({
            value,
            label: APPLICATION_STATUS_LABELS[value],
          })),
        ]}
        {...select('status')}
      />
      <NativeSelect
        label="Source"
        data={[
          { value: '', label: 'All sources' },
          ...APPLICANT_SOURCES.map((value) => ({
            value,
            label: APPLICANT_SOURCE_LABELS[value],
          })),
        ]}
        {...select('source')}
      />
      <NativeSelect
        label="Rating"
        data={[
          { value: '', label: 'Any rating' },
          ...[5, 4, 3, 2, 1].map((value) => ({
            value: String(value),
            label: value === 5 ? '5 stars' : `${value} stars or more`,
          })),
        ]}
        value={query.rating_min === undefined ? '' : String(query.rating_min)}
        onChange={(event) =>
          onChange({
            rating_min: event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
          })
        }
      />
      <TextInput label="Skills" placeholder="e.g. react, sql" key={textKey('skills')} {...text('skills')} />
      <TextInput label="Tag" key={textKey('tag')} {...text('tag')} />
      <TextInput label="Applied from" type="date" key={textKey('created_from')} {...text('created_from')} />
      <TextInput label="Applied until" type="date" key={textKey('created_to')} {...text('created_to')} />
    </ListFilters>
  )
}
