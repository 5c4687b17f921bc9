// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Typography.css'
import { Typography } from '@mantine/core'
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown'

/**
 * Markdown a description may use. No raw HTML reaches the page (`skipHtml`), images are left
 * out (nothing is fetched from elsewhere on a viewer's behalf), and link targets go through
 * react-markdown's URL filter, which empties `javascript:` and other unsafe schemes.
 */
const ALLOWED_ELEMENTS = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr']

const components: Components = {
  // The page's own headings come first: a description's "# About" is a subsection of it.
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
}

/** A description written in Markdown (a job's, a requisition's), rendered sanitised. */
export function MarkdownText({ source }: { source: string }) {
  return (
    <Typography>
      <Markdown skipHtml allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed urlTransform={defaultUrlTransform} components={components}>
        {source}
      </Markdown>
    </Typography>
  )
}
