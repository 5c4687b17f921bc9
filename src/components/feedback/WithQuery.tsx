// Mantine styles only the lazily loaded pages using this need (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Skeleton.css'
import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

interface WithQueryProps<Data> {
  query: UseQueryResult<Data>
  /** What is loading, announced while it does: "Loading the settings". */
  loadingLabel: string
  /** The heights of the sections the data fills, as placeholders in their place while it loads. */
  placeholders: number[]
  /** What failed, in the error's title: "The settings could not be loaded". */
  errorTitle: string
  children: (data: Data) => ReactNode
}

/** Sections that need one query's data (the company's settings): placeholders until it loads, a way to try again if it fails. */
export function WithQuery<Data>({ query, loadingLabel, placeholders, errorTitle, children }: WithQueryProps<Data>) {
  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy>
        {placeholders.map((height, index) => (
          <Skeleton key={index} height={height} radius="md" aria-label={index === 0 ? loadingLabel : undefined} />
        ))}
      </Stack>
    )
  if (query.isError)
    return (
      <Alert color="red" variant="light" title={errorTitle}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  return children(query.data)
}
