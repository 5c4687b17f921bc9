import type { Employee } from '@common/employees'

/** An employee as the API answers, with the given fields changed. */
export function testEmployee(fields: Partial<Employee> = {}): Employee {
  return {
    id: 7,
    name: 'Nina Novak',
    work_email: 'nina@example.com',
    phone: null,
    job_title: 'Engineer',
    department: 'Engineering',
    location: 'Berlin',
    employment_type: 'full_time',
    manager: { id: 2, name: 'Sam Park' },
    start_date: '2025-03-01',
    end_date: null,
    status: 'active',
    applicant_id: null,
    created_at: '2025-02-20T10:00:00Z',
    updated_at: '2025-02-20T10:00:00Z',
    ...fields,
  }
}
