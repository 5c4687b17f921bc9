import type { AuditEntry } from '@common/privacy'

/** A kind of record in the product's words: `resume_upload` → "Resume upload". */
export function subjectTypeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim()
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : type
}

/** An action as the log states it: `moved_stage` → "moved stage". */
export const actionLabel = (action: string) => action.replace(/[_-]+/g, ' ')

/** A value before or after a change, readable: empty as "—", lists joined, yes/no. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length > 0 ? value.map(auditValue).join(', ') : '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The changes of an entry as `[field, before, after]`, in the order the server wrote them. */
export const auditChanges = (entry: AuditEntry) =>
  Object.entries(entry.changes).map(([field, [before, after]]) => [field.replace(/_/g, ' '), auditValue(before), auditValue(after)] as const)
