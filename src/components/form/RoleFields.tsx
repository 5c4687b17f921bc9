// Mantine styles only the lazily loaded forms using these need (the rest: mantine-styles.css).
import '@mantine/core/styles/NumberInput.css'
import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import { COMMON_CURRENCIES, EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, JOB_LIMITS, WORKPLACE_LABELS, WORKPLACES } from '@common/jobs'
import { SuggestedTextInput } from './SuggestedTextInput'
import type { RoleFormValues } from './role-form'

/** The form's `getInputProps`, for the role's fields. */
type RoleInputProps = (field: keyof RoleFormValues) => GetInputPropsReturnType

const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))
const WORKPLACE_OPTIONS = WORKPLACES.map((value) => ({ value, label: WORKPLACE_LABELS[value] }))

interface RoleFieldsProps {
  inputProps: RoleInputProps
  /** Departments the company already uses, suggested as the user types. */
  departments: readonly string[]
  /** The company's locations, suggested the same way. */
  locations: readonly string[]
  /** The record's own fields in the same grid (a job's openings, a requisition's headcount). */
  children?: ReactNode
}

/** The role a job states and a requisition asks for: title, department, location, employment type and workplace. */
export function RoleFields({ inputProps, departments, locations, children }: RoleFieldsProps) {
  return (
    <>
      <TextInput label="Title" withAsterisk maxLength={JOB_LIMITS.title} placeholder="e.g. Senior Engineer" {...inputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SuggestedTextInput
          label="Department"
          withAsterisk
          maxLength={JOB_LIMITS.department}
          suggestions={departments}
          placeholder="e.g. Engineering"
          {...inputProps('department')}
        />
        <SuggestedTextInput label="Location" maxLength={JOB_LIMITS.location} suggestions={locations} placeholder="e.g. Berlin, or anywhere in Europe" {...inputProps('location')} />
        <NativeSelect label="Employment type" withAsterisk data={EMPLOYMENT_TYPE_OPTIONS} {...inputProps('employment_type')} />
        <NativeSelect label="Workplace" withAsterisk data={WORKPLACE_OPTIONS} {...inputProps('workplace')} />
        {children}
      </SimpleGrid>
    </>
  )
}

/** Both ends of the salary range: whole, non-negative amounts within the API's limit. */
const SALARY_INPUT = {
  min: 0,
  max: JOB_LIMITS.salary,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ',',
  hideControls: true,
} as const

/** A salary range: minimum, maximum and currency. A stored currency outside the common ones stays offered. */
export function SalaryRangeFields({ inputProps, currency }: { inputProps: RoleInputProps; currency: string }) {
  const currencies: readonly string[] =
    currency && !COMMON_CURRENCIES.includes(currency as (typeof COMMON_CURRENCIES)[number]) ? [currency, ...COMMON_CURRENCIES] : COMMON_CURRENCIES
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <NumberInput label="Minimum salary" {...SALARY_INPUT} {...inputProps('salary_min')} />
      <NumberInput label="Maximum salary" {...SALARY_INPUT} {...inputProps('salary_max')} />
      <NativeSelect label="Currency" data={[{ value: '', label: 'None' }, ...currencies.map((code) => ({ value: code, label: code }))]} {...inputProps('salary_currency')} />
    </SimpleGrid>
  )
}
