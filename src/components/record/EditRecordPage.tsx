import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/links'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import type { RecordPage } from '@/lib/use-open-record'
import { WithRecord } from './WithRecord'

interface EditRecordPageProps<Data extends { id: number }, Key extends QueryKey> {
  /** The feature's WithRecord props (`JOB_RECORD`): its query, not-found state and error title. */
  record: { query: (id: number) => UseQueryOptions<Data, Error, Data, Key>; notFound: ReactNode; errorTitle: string }
  id: number | undefined
  title: string
  /** The record's own page: the way back, and where Cancel leads. */
  view: RecordPage
  /** The record's name on the way back ("Senior designer"). */
  name: (record: Data) => string
  /** The form, given the record and its Cancel button. */
  children: (record: Data, cancel: ReactNode) => ReactNode
}

/** A record's edit page: its form once the record has loaded (or why it cannot be edited), the way back to the record, and Cancel leading there. */
export function EditRecordPage<Data extends { id: number }, Key extends QueryKey>({ record, id, title, view, name, children }: EditRecordPageProps<Data, Key>) {
  return (
    <WithRecord {...record} id={id} title={title}>
      {(loaded) => (
        <Page
          title={title}
          back={
            <BackLink to={view} search={{ id: loaded.id }}>
              {name(loaded)}
            </BackLink>
          }
        >
          {children(
            loaded,
            <ButtonLink to={view} search={{ id: loaded.id }} variant="subtle" color="gray">
              Cancel
            </ButtonLink>,
          )}
        </Page>
      )}
    </WithRecord>
  )
}
