import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { USER_ACCESS } from '@common/access/users'
import type { Requisition } from '@common/requisitions'
import { EditRecordPage } from '@/components/record/EditRecordPage'
import { NewRecordPage } from '@/components/record/NewRecordPage'
import type { PickerSource } from '@/components/RecordPicker'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { activeUserPicker } from '@/features/users-and-roles/api/users'
import { useCan } from '@/platform/session/api/use-session'
import { REQUISITION_RECORD } from './requisition-record'
import { RequisitionForm, type RequisitionSaveKind } from './RequisitionForm'

/** The active users a hiring manager is chosen from, found by name. */
const MANAGERS = activeUserPicker()

/**
 * What the form suggests and offers, which it works without: the company's departments and
 * locations, and its users as hiring managers for those who may list users (null otherwise).
 */
function useFormChoices(): { departments: readonly string[]; locations: readonly string[]; managers: PickerSource | null } {
  const lists = useQuery(companyListsQueryOptions()).data
  const canListUsers = useCan(USER_ACCESS.list)
  return {
    departments: lists?.departments ?? [],
    locations: lists?.locations ?? [],
    managers: canListUsers ? MANAGERS : null,
  }
}

/** New Job Requisition: an empty form; once saved (and announced), `onSaved` decides where to go. */
export function NewRequisitionPage({ title, onSaved }: { title: string; onSaved: (requisition: Requisition, kind: RequisitionSaveKind) => void }) {
  const choices = useFormChoices()
  const canList = useCan(REQUISITION_ACCESS.list)
  // Each saved requisition leaves an empty form behind, for whoever stays on the page.
  const [formKey, setFormKey] = useState(0)
  return (
    <NewRecordPage title={title} planFeature="requisitions" cancelTo={canList ? '/job-requisitions/' : '/'}>
      {(cancel) => (
        <RequisitionForm
          key={formKey}
          {...choices}
          onSaved={(requisition, kind) => {
            setFormKey((key) => key + 1)
            onSaved(requisition, kind)
          }}
          cancel={cancel}
        />
      )}
    </NewRecordPage>
  )
}

/** Edit Requisition: the requisition's form once it has loaded, or why it cannot be edited. */
export function EditRequisitionPage({ id, title, onSaved }: { id: number | undefined; title: string; onSaved: (requisition: Requisition) => void }) {
  const choices = useFormChoices()
  return (
    <EditRecordPage record={REQUISITION_RECORD} id={id} title={title} view="/job-requisitions/view/" name={(requisition) => requisition.title}>
      {(requisition, cancel) => <RequisitionForm requisition={requisition} {...choices} onSaved={onSaved} cancel={cancel} />}
    </EditRecordPage>
  )
}
