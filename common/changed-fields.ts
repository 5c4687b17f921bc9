/**
 * The fields an edit changes: those whose value differs from the stored one, compared as JSON so
 * lists compare by their items, and a field left empty (null) matches one never set. The app sends
 * only these in a PATCH, and the server writes (and its history records) only these, so sending a
 * whole form back changes nothing else.
 */
export function changedFields<Fields extends object>(stored: object, fields: Fields): Partial<Fields> {
  const before = stored as Record<string, unknown>
  return Object.fromEntries(Object.entries(fields).filter(([field, value]) => JSON.stringify(value ?? null) !== JSON.stringify(before[field] ?? null))) as Partial<Fields>
}
