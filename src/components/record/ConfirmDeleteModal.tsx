import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal'

interface ConfirmDeleteModalProps extends Omit<ConfirmModalProps, 'title' | 'danger'> {
  /** The record's name, in the title ("Delete <name>?"); null keeps the dialog closed. */
  name: string | null
}

/**
 * The confirmation before a record is deleted, named after the record so the right one goes;
 * `children` say what goes with it and that it cannot be undone, `confirmLabel` "Delete job".
 */
export function ConfirmDeleteModal({ name, ...props }: ConfirmDeleteModalProps) {
  return <ConfirmModal {...props} title={name === null ? null : `Delete ${name}?`} danger />
}
