import type { AccessMap } from '../permissions'

/** Jobs (contract section 6 and spec section 6's menu). */
export const JOB_ACCESS = {
  /** The Jobs List, its departments filter. */
  list: ['job.view', 'job.edit', 'job.delete'],
  /** A job's page. */
  read: ['job.view', 'job.edit'],
  add: ['job.add'],
  edit: ['job.edit'],
  delete: ['job.delete'],
  /** The menu's Jobs section. */
  section: ['job.view', 'job.add', 'job.edit'],
} as const satisfies AccessMap
