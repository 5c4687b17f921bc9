import { Loader, Select, Text, useCombobox, VisuallyHidden, type ComboboxItem, type ComboboxItemGroup, type SelectProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import classes from './RecordPicker.module.css'

/** One record as a picker offers it: its value (usually the id as text) and the name shown. */
export interface PickerOption {
  value: string
  label: string
  /** The heading the option is offered under (e.g. a job's status), if the source groups its records. */
  group?: string
  /** What tells records of the same name apart (a job's department and location), shown under the name. */
  detail?: string
}

/** A page of matches, and how many more matched beyond it (and the pages before it), for "Load more". */
export interface PickerPage {
  options: PickerOption[]
  more: number
  /** The server stopped counting (a list's `meta.total_capped`): at least `more` are left. */
  moreCapped?: boolean
}

interface ListAnswer {
  data: readonly unknown[]
  meta: { page: number; per_page: number; total: number; total_capped?: true }
}

/** A picker page from list answers (contract section 1's `meta`): what they hold and what is left after them. */
export function pickerPage(lists: readonly ListAnswer[], options: PickerOption[]): PickerPage {
  const more = lists.reduce((sum, { data, meta }) => sum + Math.max(0, meta.total - (meta.page - 1) * meta.per_page - data.length), 0)
  return lists.some(({ meta }) => meta.total_capped) ? { options, more, moreCapped: true } : { options, more }
}

/**
 * Where a picker finds its records: page `page` (from 1) of those matching `q` (the list endpoint's
 * own search), and one record by value, for a value chosen elsewhere (a URL, a stored form) whose
 * name the pages lack. Keys sit under the resource's own keys, so its invalidations refresh the picker too.
 */
export interface PickerSource {
  searchKey: (q: string) => QueryKey
  search: (q: string, page: number, signal: AbortSignal) => Promise<PickerPage>
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

/** The value of the "Load more" line, which no record has. */
const LOAD_MORE = 'load-more-matches'

/** The pause in typing after which the server is asked. */
export const PICKER_DEBOUNCE_MS = 250

type PassedSelectProps = Omit<
  SelectProps,
  | 'data'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'searchable'
  | 'searchValue'
  | 'onSearchChange'
  | 'filter'
  | 'nothingFoundMessage'
  | 'dropdownOpened'
  | 'onDropdownOpen'
  | 'onDropdownClose'
  | 'onOptionSubmit'
>

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

/** The options' values in the order the dropdown lists them. */
const listedValues = (data: readonly (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[]) =>
  data.flatMap((entry) => ('items' in entry ? entry.items : [entry]).map(({ value }) => value))

/** Each record once: a record created between two pages' requests moves the rest of the list one place on. */
function distinct(options: readonly PickerOption[]): PickerOption[] {
  const seen = new Set<string>()
  return options.filter(({ value }) => !seen.has(value) && Boolean(seen.add(value)))
}

/**
 * A searchable select whose records come from the server as the user types, a page at a time, and
 * "Load more" at the end of the list for the next page: a company's 20,000 jobs are all reachable,
 * even 111 of one title, where a list of "the first 100" would hide the rest. The chosen record
 * keeps its name when it is not in the pages loaded.
 */
export function RecordPicker({
  source,
  value,
  onChange,
  nothingFound,
  fixed = [],
  group,
  chosen,
  enabled = true,
  rightSection,
  comboboxProps,
  inputContainer,
  ...props
}: RecordPickerProps) {
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<PickerOption | null>(chosen ?? null)
  const [loaded, setLoaded] = useState('')
  // The picker's own store, so "Load more" keeps the list open and puts the highlight on the first record it brought.
  const combobox = useCombobox({
    onDropdownOpen: () => {
      combobox.updateSelectedOptionIndex('active', { scrollIntoView: true })
    },
    onDropdownClose: () => {
      combobox.resetSelectedOption()
    },
  })
  const highlightAfter = useRef<readonly string[] | null>(null)
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
  const records = useInfiniteQuery({
    queryKey: source.searchKey(q),
    queryFn: ({ signal, pageParam }) => source.search(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more > 0 ? pages.length + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
  })
  const waiting = enabled && ((records.isFetching && !records.isFetchingNextPage) || q !== typed)
  const found = distinct(records.data?.pages.flatMap((page) => page.options) ?? [])
  const last = records.data?.pages.at(-1)
  // The chosen record is offered beside the first page, not beside matches for other text.
  const offered =
    current && typed === '' && !fixedOptions.some((option) => option.value === current.value) && !found.some((option) => option.value === current.value)
      ? [current, ...found]
      : found
  const shown = (option: PickerOption) => !typed || matches(option.label, typed)
  const shownFixed = fixed.flatMap((entry): (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[] => {
    if (!('items' in entry)) return shown(entry) ? [{ value: entry.value, label: entry.label }] : []
    const items = entry.items.filter(shown).map(({ value, label }) => ({ value, label }))
    return items.length > 0 ? [{ group: entry.group, items }] : []
  })
  // More matched than the pages hold: the next page is one choice away, at the end of the list.
  const left = last && last.more > 0 && !waiting ? `${last.more.toLocaleString('en-US')}${last.moreCapped ? '+' : ''} more` : null
  const loadMore = left ? [{ value: LOAD_MORE, label: records.isFetchingNextPage ? 'Loading more…' : 'Load more' }] : []
  const data = [...shownFixed, ...recordGroups(offered, fixed.length > 0 ? group : undefined), ...loadMore]
  const details = new Map(offered.flatMap((option) => (option.detail ? [[option.value, option.detail] as const] : [])))
  if (left) details.set(LOAD_MORE, left)

  // Once the next page is listed, the highlight moves to its first record, where the keyboard left off.
  const values = listedValues(data)
  useEffect(() => {
    const before = highlightAfter.current
    if (!before || records.isFetchingNextPage) return
    highlightAfter.current = null
    const first = values.findIndex((candidate) => candidate !== LOAD_MORE && !before.includes(candidate))
    if (first < 0) return
    combobox.selectOption(first)
    // Mantine's input learns the highlighted option only from its own arrow keys: a screen reader would stay on
    // "Load more" until the next one. The next arrow key's render writes its own choice over this one.
    const highlighted = combobox.listId ? document.getElementById(combobox.listId)?.querySelector('[data-combobox-selected]') : null
    if (highlighted?.id) combobox.targetRef.current?.setAttribute('aria-activedescendant', highlighted.id)
  })

  async function loadNextPage() {
    if (records.isFetchingNextPage) return
    const before = found.length
    highlightAfter.current = values
    const next = await records.fetchNextPage()
    if (next.isFetchNextPageError) {
      setLoaded('More could not be loaded: choose Load more again')
      return
    }
    const now = distinct(next.data?.pages.flatMap((page) => page.options) ?? []).length
    setLoaded(`${now - before} more loaded, ${now} shown`)
  }

  function choose(next: string | null) {
    if (next === LOAD_MORE) return
    const option = next === null ? null : ([...offered, ...fixedOptions].find((candidate) => candidate.value === next) ?? null)
    setPicked(option)
    onChange(option?.value ?? '', option)
  }

  return (
    <Select
      // Choosing the chosen record again keeps it; `clearable` offers the way to none.
      allowDeselect={false}
      {...props}
      data={data}
      value={value === '' ? null : value}
      // Clearing, and a browser's autofill; a click or Enter on an option arrives through `onOptionSubmit`.
      onChange={choose}
      dropdownOpened={combobox.dropdownOpened}
      onDropdownOpen={() => combobox.openDropdown()}
      onDropdownClose={() => combobox.closeDropdown()}
      comboboxProps={{
        ...comboboxProps,
        store: combobox,
        onOptionSubmit: (next) => {
          if (next === LOAD_MORE) {
            void loadNextPage()
            return
          }
          choose(next)
          combobox.closeDropdown()
        },
      }}
      classNames={{ option: classes.option }}
      searchable
      searchValue={text}
      onSearchChange={(next) => {
        setText(next)
        setLoaded('')
        combobox.resetSelectedOption()
      }}
      // The server has matched the records already; only the fixed options are matched here.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const detail = details.get(option.value)
        return (
          <div>
            <Text size="sm" fw={option.value === LOAD_MORE ? 600 : undefined}>
              {option.label}
            </Text>
            {detail && (
              <Text size="xs" className={classes.detail}>
                {detail}
              </Text>
            )}
          </div>
        )
      }}
      nothingFoundMessage={waiting ? 'Searching…' : nothingFound}
      rightSection={waiting ? <Loader size={16} aria-label="Searching" /> : rightSection}
      inputContainer={(input) => (
        <>
          {inputContainer ? inputContainer(input) : input}
          <VisuallyHidden role="status">{loaded}</VisuallyHidden>
        </>
      )}
    />
  )
}
