import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import type { Employee } from '@common/employees'
import { notify } from '@/components/feedback/notify'
import type { RowAction } from '@/components/list/RowActionsMenu'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { useCan } from '@/platform/session/api/use-session'
import { useDeleteEmployee } from '../api/employee-mutations'

type Subject = Pick<Employee, 'id' | 'name'>

/**
 * What a person offers beside their own page (the list's rows, their page): view, edit, and
 * delete after a confirmation naming them; a refusal (people still report to them) stays in
 * the dialog. `modal` must be rendered by the page using them.
 */
export function useEmployeeActions({ onDeleted }: { onDeleted?: (employee: Subject) => void } = {}) {
  // Outside the plan the server refuses both (402): they are not offered, and `excludedByPlan` says why.
  const included = usePlanIncludes('employees')
  const mayEdit = useCan(EMPLOYEE_ACCESS.edit)
  const mayDelete = useCan(EMPLOYEE_ACCESS.delete)
  const canEdit = mayEdit && included
  const canDelete = mayDelete && included
  const deleteEmployee = useDeleteEmployee()
  const deletion = useConfirmAction<Subject>({
    act: (employee) => deleteEmployee.mutateAsync({ id: employee.id }),
    onDone: (employee) => {
      notify({ color: 'teal', title: 'Employee deleted', message: employee.name })
      onDeleted?.(employee)
    },
  })

  function rowActions(employee: Employee): RowAction[] {
    const items: RowAction[] = [{ label: 'View', icon: <IconEye size={16} aria-hidden />, link: linkOptions({ to: '/employees/view/', search: { id: employee.id } }) }]
    if (canEdit) items.push({ label: 'Edit', icon: <IconPencil size={16} aria-hidden />, link: linkOptions({ to: '/employees/edit/', search: { id: employee.id } }) })
    if (canDelete) items.push({ label: 'Delete', icon: <IconTrash size={16} aria-hidden />, color: 'red', dividerBefore: true, onClick: () => deletion.ask(employee) })
    return items
  }

  const modal = (
    <ConfirmDeleteModal name={deletion.subject?.name ?? null} confirmLabel="Delete employee" {...deletion.modal}>
      Their record and its history are removed for good. This cannot be undone.
    </ConfirmDeleteModal>
  )

  return { canEdit, canDelete, excludedByPlan: !included && (mayEdit || mayDelete), requestDelete: deletion.ask, rowActions, modal }
}
