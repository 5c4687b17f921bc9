import type { ChangeEvent } from 'react'
import type { ListSearchChange } from './use-list-search'

/** A filter select's choices for a fixed set of values: "All …" first, then each value by its label. */
export function labelledOptions<Value extends string>(values: readonly Value[], labels: Record<Value, string>, all: string) {
  return [{ value: '', label: all }, ...values.map((value) => ({ value, label: labels[value] }))]
}

/** A filter select's choices from the company's own names (departments, locations); a name in the URL that no record uses any more still shows as chosen. */
export function namedOptions(names: readonly string[], chosen: string | undefined, all: string) {
  return [{ value: '', label: all }, ...(chosen && !names.includes(chosen) ? [chosen, ...names] : names).map((name) => ({ value: name, label: name }))]
}

/** Binds a native filter select to one of the list's text parameters: its value, and a change that goes to the URL ("All …" clears it). */
export function filterSelect<Query, Key extends keyof Query & string>(query: Query, onChange: ListSearchChange<Query>, key: Key) {
  return {
    value: (query[key] as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value || undefined } as Partial<Query>),
  }
}

/** Binds a checkbox to one of the list's `true`-or-absent flags. */
export function filterFlag<Query, Key extends keyof Query & string>(query: Query, onChange: ListSearchChange<Query>, key: Key) {
  return {
    checked: query[key] === 'true',
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.currentTarget.checked ? 'true' : undefined } as Partial<Query>),
  }
}
