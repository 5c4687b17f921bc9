import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** One fact on a record's page: its label and value, a term and its description in a `<dl>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  )
}
