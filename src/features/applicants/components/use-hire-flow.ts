import { useState } from 'react'
import { HIRE_ACCESS } from '@common/access/employees'
import { useCanAll } from '@/platform/session/api/use-session'
import type { HireTarget } from './HireDialog'

/**
 * Hiring through the HireDialog, one application or several in turn (a bulk move to Hired):
 * each confirmed hire shows the next; Cancel stops there and leaves the rest where they are.
 * `canHire`: the caller may hire (an applicant and an employee permission); without it a move to
 * the hired stage stays a plain move. `onFinished` runs once the last one is hired.
 */
export function useHireFlow(onFinished?: () => void) {
  const canHire = useCanAll([HIRE_ACCESS.applicants, HIRE_ACCESS.employees])
  const [queue, setQueue] = useState<{ targets: readonly HireTarget[]; total: number }>({ targets: [], total: 0 })

  return {
    canHire,
    start: (targets: readonly HireTarget[]) => setQueue({ targets, total: targets.length }),
    /** The HireDialog's props. */
    dialog: {
      target: queue.targets[0] ?? null,
      step: queue.total > 1 ? { index: queue.total - queue.targets.length + 1, total: queue.total } : undefined,
      onHired: () => {
        if (queue.targets.length === 1) onFinished?.()
        setQueue({ targets: queue.targets.slice(1), total: queue.total })
      },
      onCancel: () => setQueue({ targets: [], total: 0 }),
    },
  }
}
