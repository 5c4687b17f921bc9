import { Paper } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageLoader } from '@/components/feedback/PageLoader'
import { ListError } from '@/components/list/ListStates'
import { Page } from '@/components/page/Page'
import { isNormalizedError } from '@/lib/errors'

interface WithRecordProps<Data, Key extends QueryKey> {
  /** From the page's `?id=`; missing or not a number means no such record. */
  id: number | undefined
  /** The record's query options for an id (the feature's factory, as its loader uses). */
  query: (id: number) => UseQueryOptions<Data, Error, Data, Key>
  /** The page's title while the record loads or fails to. */
  title: string
  /** What the user sees for a missing id or a 404: a `RecordNotFound`. */
  notFound: ReactNode
  /** What failed, in the error's title: "The job could not be loaded". */
  errorTitle: string
  children: (record: Data) => ReactNode
}

/** A record's own page (view, edit) once its record has loaded; until then, or instead, why not. */
export function WithRecord<Data, Key extends QueryKey>({ id, query, title, notFound, errorTitle, children }: WithRecordProps<Data, Key>) {
  const record = useQuery({ ...query(id ?? 0), enabled: id !== undefined })
  if (id === undefined) return notFound
  if (record.data !== undefined) return children(record.data)
  if (record.isError) {
    if (isNormalizedError(record.error) && record.error.status === 404) return notFound
    return (
      <Page title={title}>
        <Paper withBorder radius="md">
          <ListError title={errorTitle} error={record.error} onRetry={() => void record.refetch()} />
        </Paper>
      </Page>
    )
  }
  return <PageLoader />
}
