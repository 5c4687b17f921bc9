import { useNavigate } from '@tanstack/react-router'

/** The pages that show one record by `?id=`. */
export type RecordPage = '/jobs/view/' | '/job-requisitions/view/' | '/employees/view/' | '/candidates/view/'

/** Opens a record's page: what a form does once it has saved the record. */
export function useOpenRecord(to: RecordPage) {
  const navigate = useNavigate()
  return (record: { id: number }) => void navigate({ to, search: { id: record.id } })
}
