import type { PERMISSION_CATALOGUE, Permission, PermissionGroup } from './permissions'

/**
 * The permission catalogue (contract section 3) in the product's words, for the role editor and
 * anywhere else a permission is shown to a person. Zod-free, so any chunk may read it.
 */

type Catalogue = typeof PERMISSION_CATALOGUE

export interface PermissionGroupLabels<G extends PermissionGroup> {
  label: string
  /** One line per action: what holding it allows. */
  actions: Record<Catalogue[G][number], string>
}

export const PERMISSION_LABELS: {
  [G in PermissionGroup]: PermissionGroupLabels<G>
} = {
  requisition: {
    label: 'Job requisitions',
    actions: {
      view: 'See every requisition and its approvals',
      add: 'Request new positions and follow their own requests',
      edit: 'Change, submit and cancel any requisition',
      delete: 'Delete draft requisitions',
    },
  },
  requisition_approve: {
    label: 'Approve requisitions',
    actions: {
      allow: 'Approve, reject or hold requisitions when an approval step names them',
    },
  },
  job: {
    label: 'Jobs',
    actions: {
      view: 'See the jobs list and each job',
      add: 'Create jobs',
      edit: 'Change, publish and close jobs',
      delete: 'Delete jobs',
    },
  },
  resume_and_candidates: {
    label: 'Resumes and applicants',
    actions: {
      view: 'See applicants, their resumes and the hiring pipelines',
      add: 'Upload resumes and add applicants',
      edit: 'Move, rate and reject applications',
      delete: 'Delete applicants and their resumes',
    },
  },
  employee: {
    label: 'Employees',
    actions: {
      view: 'See employee records and the org chart',
      add: 'Add and import employees, hire applicants',
      edit: 'Change employee records',
      delete: 'Delete employee records',
    },
  },
  interview: {
    label: 'Interviews',
    actions: {
      view: 'See every interview, the scorecards and the debriefs',
      add: 'Schedule interviews and send self-scheduling links',
      edit: 'Reschedule, change the panel and cancel interviews',
      delete: 'Delete interviews',
    },
  },
  offer: {
    label: 'Offers',
    actions: {
      view: 'See offers and their letters',
      add: 'Make offers',
      edit: 'Change, send and withdraw offers',
      delete: 'Delete draft offers',
    },
  },
  offer_approve: {
    label: 'Approve offers',
    actions: {
      allow: 'Approve or reject offers when an approval step names them',
    },
  },
  user: {
    label: 'Users',
    actions: {
      view: 'See the company’s users and the seats in use',
      add: 'Invite users and send invitations again',
      edit: 'Rename, deactivate and reactivate users',
      delete: 'Delete users',
    },
  },
  role: {
    label: 'Roles',
    actions: {
      view: 'See roles and their permissions',
      add: 'Create and duplicate roles',
      edit: 'Rename roles and change their permissions',
      delete: 'Delete roles nobody holds',
    },
  },
  'user-role': {
    label: 'User roles',
    actions: {
      view: 'See which role each user holds',
      edit: 'Give users another role',
    },
  },
  settings: {
    label: 'Settings',
    actions: { allow: 'Change the company’s settings, plan and billing' },
  },
}

/** The actions' own names, the same in every group. */
export const PERMISSION_ACTION_LABELS: Record<Catalogue[PermissionGroup][number], string> = {
  view: 'View',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  allow: 'Allow',
}

/** A permission in words, e.g. "Settings: allow" for `settings.allow`. */
export function permissionName(permission: Permission): string {
  const dot = permission.indexOf('.')
  const group = permission.slice(0, dot) as PermissionGroup
  const action = permission.slice(dot + 1) as Catalogue[PermissionGroup][number]
  return `${PERMISSION_LABELS[group].label}: ${PERMISSION_ACTION_LABELS[action].toLowerCase()}`
}

/** The 403 of contract section 5, naming what is refused: "You cannot grant Settings: allow, which you do not hold". */
export function grantRefusal(notHeld: readonly Permission[]): string {
  const names = notHeld.map(permissionName)
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
  return `You cannot grant ${listed}, which you do not hold`
}
