// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Typography.css'
import { Typography } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { markdownHeadingTags, parseMarkdown, type Block, type Inline, type MarkdownHeadingTag } from '@common/markdown'

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value
      case 'break':
        return <br key={index} />
      case 'code':
        return <code key={index}>{node.value}</code>
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>
      case 'link':
        return node.href ? (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        ) : (
          <span key={index}>{renderInline(node.children)}</span>
        )
    }
  })
}

function renderBlocks(blocks: Block[], headingTag: (level: number) => MarkdownHeadingTag, tight = false): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return tight ? renderInline(block.children) : <p key={index}>{renderInline(block.children)}</p>
      case 'heading': {
        const Heading = headingTag(block.level)
        return <Heading key={index}>{renderInline(block.children)}</Heading>
      }
      case 'code':
        return (
          <pre key={index}>
            <code>{block.value}</code>
          </pre>
        )
      case 'rule':
        return <hr key={index} />
      case 'quote':
        return <blockquote key={index}>{renderBlocks(block.children, headingTag)}</blockquote>
      case 'list': {
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderBlocks(item, headingTag, !block.loose)}</li>)
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        )
      }
    }
  })
}

/**
 * A text written in Markdown (a job's or a requisition's description, the careers intro),
 * rendered sanitised: it becomes React elements only, never markup, so no raw HTML reaches the
 * page (HTML in the text is dropped), images are left out (nothing is fetched from elsewhere on
 * a viewer's behalf), and links keep only safe targets (`javascript:` and the like become text).
 */
export function MarkdownText({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source])
  return <Typography>{renderBlocks(blocks, markdownHeadingTags(blocks))}</Typography>
}
