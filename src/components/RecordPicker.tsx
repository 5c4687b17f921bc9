import { Loader, Select, Text, type ComboboxItem, type ComboboxItemGroup, type SelectProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'

/** One record as a picker offers it: its value (usually the id as text) and the name shown. */
export interface PickerOption {
  value: string
  label: string
  /** The heading the option is offered under (e.g. a job's status), if the source groups its records. */
  group?: string
  /** What tells records of the same name apart (a job's department and location), shown under the name. */
  detail?: string
}

/**
 * Where a picker finds its records: a page of those matching `q` (the list endpoint's own search),
 * and one record by value, for a value chosen elsewhere (a URL, a stored form) whose name the page lacks.
 * Keys sit under the resource's own keys, so its invalidations refresh the picker too.
 */
/** A page of matches, and how many more matched than it holds (for "91 more: type more of the name"). */
export interface PickerPage {
  options: PickerOption[]
  more: number
}

/** A picker page from list answers (contract section 1's `meta.total`): what they hold and what they left out. */
export function pickerPage(lists: readonly { data: readonly unknown[]; meta: { total: number } }[], options: PickerOption[]): PickerPage {
  return { options, more: lists.reduce((sum, list) => sum + Math.max(0, list.meta.total - list.data.length), 0) }
}

export interface PickerSource {
  searchKey: (q: string) => QueryKey
  search: (q: string, signal: AbortSignal) => Promise<PickerPage>
  /** Absent when the caller always knows the chosen record's name (`chosen`). */
  record?: {
    key: (value: string) => QueryKey
    fetch: (value: string, signal: AbortSignal) => Promise<PickerOption | null>
  }
}

/** Fixed options under one heading. */
export interface PickerGroup {
  group: string
  items: PickerOption[]
}

/** How many records one answer offers: enough to scan, few enough to send at every pause in typing. */
export const PICKER_PAGE_SIZE = 20

/** The value of the "N more" line, which no record has. */
const MORE_HINT = 'more-matches'

/** The pause in typing after which the server is asked. */
export const PICKER_DEBOUNCE_MS = 250

type PassedSelectProps = Omit<SelectProps, 'data' | 'value' | 'defaultValue' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage'>

export interface RecordPickerProps extends PassedSelectProps {
  source: PickerSource
  /** The chosen value, `''` for none. */
  value: string
  onChange: (value: string, option: PickerOption | null) => void
  /** What an empty answer says, e.g. "No jobs by that name". */
  nothingFound: string
  /** Options offered besides the records (e.g. "Anyone who may approve"), matched by the text typed. */
  fixed?: readonly (PickerOption | PickerGroup)[]
  /** The records' heading when fixed options are offered too. */
  group?: string
  /** The chosen record's option when the caller already knows it (an edited record's stored choice). */
  chosen?: PickerOption | null
  /** False while the records may not be read: the picker offers only its fixed options. */
  enabled?: boolean
}

/** The records under their own headings, else under `group`, else as they come. */
function recordGroups(options: readonly PickerOption[], group: string | undefined): (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[] {
  const item = ({ value, label }: PickerOption) => ({ value, label })
  if (!options.some((option) => option.group)) return group && options.length > 0 ? [{ group, items: options.map(item) }] : options.map(item)
  const groups = new Map<string, ComboboxItem[]>()
  for (const option of options) {
    const heading = option.group ?? group ?? ''
    groups.set(heading, [...(groups.get(heading) ?? []), item(option)])
  }
  return [...groups].map(([heading, items]) => ({ group: heading, items }))
}

const matches = (label: string, text: string) => label.toLocaleLowerCase().includes(text.toLocaleLowerCase())

/**
 * A searchable select whose records come from the server as the user types, a page at a time: a
 * company's 20,000 jobs are all reachable by name, where a list of "the first 100" would hide the rest.
 * The chosen record keeps its name when it is not in the current answer.
 */
export function RecordPicker({ source, value, onChange, nothingFound, fixed = [], group, chosen, enabled = true, rightSection, ...props }: RecordPickerProps) {
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<PickerOption | null>(chosen ?? null)
  const fixedOptions = fixed.flatMap((entry) => ('items' in entry ? entry.items : [entry]))
  const known = [picked, chosen, ...fixedOptions].find((option) => option && option.value === value) ?? null
  const stored = useQuery({
    queryKey: source.record?.key(value) ?? ['picker-record', value],
    queryFn: ({ signal }) => source.record?.fetch(value, signal) ?? null,
    enabled: enabled && source.record !== undefined && value !== '' && known === null,
  })
  const current = known ?? stored.data ?? null
  // The field shows the chosen name; while it does, the whole first page is offered rather than that one record.
  const typed = current && text === current.label ? '' : text.trim()
  const [q] = useDebouncedValue(typed, PICKER_DEBOUNCE_MS)
  const records = useQuery({
    queryKey: source.searchKey(q),
    queryFn: ({ signal }) => source.search(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
  const waiting = enabled && (records.isFetching || q !== typed)
  const found = records.data?.options ?? []
  const more = records.data?.more ?? 0
  // The chosen record is offered beside the first page, not beside matches for other text.
  const offered = current && typed === '' && !fixedOptions.some((option) => option.value === current.value) && !found.some((option) => option.value === current.value) ? [current, ...found] : found
  const shown = (option: PickerOption) => !typed || matches(option.label, typed)
  const shownFixed = fixed.flatMap((entry): (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[] => {
    if (!('items' in entry)) return shown(entry) ? [{ value: entry.value, label: entry.label }] : []
    const items = entry.items.filter(shown).map(({ value, label }) => ({ value, label }))
    return items.length > 0 ? [{ group: entry.group, items }] : []
  })
  // More matched than a page holds: say so, as an option that cannot be chosen, rather than let the page pass for all of them.
  const moreHint = more > 0 && !waiting ? [{ value: MORE_HINT, label: `${more.toLocaleString('en-US')} more: type more of the name`, disabled: true }] : []
  const data = [...shownFixed, ...recordGroups(offered, fixed.length > 0 ? group : undefined), ...moreHint]
  const details = new Map(offered.flatMap((option) => (option.detail ? [[option.value, option.detail] as const] : [])))

  return (
    <Select
      // Choosing the chosen record again keeps it; `clearable` offers the way to none.
      allowDeselect={false}
      {...props}
      data={data}
      value={value === '' ? null : value}
      onChange={(next, option) => {
        const picked = option ? (offered.find((candidate) => candidate.value === option.value) ?? { value: option.value, label: option.label }) : null
        setPicked(picked)
        onChange(next ?? '', picked)
      }}
      searchable
      searchValue={text}
      onSearchChange={setText}
      // The server has matched the records already; only the fixed options are matched here.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const detail = details.get(option.value)
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {detail && (
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            )}
          </div>
        )
      }}
      nothingFoundMessage={waiting ? 'Searching…' : nothingFound}
      rightSection={waiting ? <Loader size={16} aria-label="Searching" /> : rightSection}
    />
  )
}
