import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type EmploymentType, type Workplace } from '@common/jobs'
import { Fact } from './Fact'

interface Role {
  department: string
  location: string | null
  workplace: Workplace
  employment_type: EmploymentType
}

/** The role a job states and a requisition asks for, as facts on its page (RoleFields is the form's side). */
export function RoleFacts({ role }: { role: Role }) {
  return (
    <>
      <Fact label="Department">{role.department}</Fact>
      <Fact label="Location">{role.location ?? 'Not given'}</Fact>
      <Fact label="Workplace">{WORKPLACE_LABELS[role.workplace]}</Fact>
      <Fact label="Employment type">{EMPLOYMENT_TYPE_LABELS[role.employment_type]}</Fact>
    </>
  )
}
