import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { StatusPage } from '@/components/errors/StatusPage'
import { ButtonLink } from '@/components/links'

interface RecordNotFoundProps {
  icon: ReactNode
  /** "Job not found" */
  title: string
  /** Why it may be missing. */
  children: ReactNode
  /** The way back: the record's list, named ("Back to Jobs List"). */
  back: { label: string; to: LinkProps['to'] }
}

/** A record that does not exist, was deleted, or belongs to another company (the API's 404). */
export function RecordNotFound({ icon, title, children, back }: RecordNotFoundProps) {
  return (
    <StatusPage
      icon={icon}
      title={title}
      actions={
        <ButtonLink to={back.to} variant="light">
          {back.label}
        </ButtonLink>
      }
    >
      {children}
    </StatusPage>
  )
}
