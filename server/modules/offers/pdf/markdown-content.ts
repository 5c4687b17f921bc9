import { parseMarkdown, type Block, type Inline } from '@common/markdown'
import type { Content } from 'pdfmake/interfaces'

/**
 * The most blocks (paragraphs, headings, list items) a letter's PDF holds: a letter is bounded by
 * what the server stores (20,000 characters), but 20,000 characters of one-word paragraphs would
 * still be hundreds of pages; this keeps the worst case to a few dozen.
 */
export const LETTER_MAX_BLOCKS = 600

const HEADING_SIZES: Record<number, number> = { 1: 18, 2: 15, 3: 13 }

type Text = string | { text: Text[]; bold?: boolean; italics?: boolean }

/** Inline Markdown as pdfmake text runs: emphasis kept, a link as its words and its address, since paper has no links. */
function runs(nodes: readonly Inline[]): Text[] {
  return nodes.map((node): Text => {
    switch (node.type) {
      case 'text':
      case 'code':
        return node.value
      case 'break':
        return '\n'
      case 'strong':
        return { text: runs(node.children), bold: true }
      case 'em':
        return { text: runs(node.children), italics: true }
      case 'link': {
        const words = runs(node.children)
        const shown = plain(node.children)
        return node.href && node.href !== shown && `mailto:${shown}` !== node.href ? { text: [...words, ` (${node.href})`] } : { text: words }
      }
    }
  })
}

function plain(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === 'text' || node.type === 'code' ? node.value : node.type === 'break' ? ' ' : 'children' in node ? plain(node.children) : '')).join('')
}

/**
 * A letter's Markdown as pdfmake content, through the product's one Markdown reader
 * (common/markdown.ts): raw HTML is dropped there and images left out, so the PDF shows only
 * text the writer typed. `accent` colours the headings (the brand colour, readable on white).
 */
export function markdownContent(markdown: string, accent: string): Content[] {
  let budget = LETTER_MAX_BLOCKS
  const convert = (blocks: readonly Block[]): Content[] => {
    const out: Content[] = []
    for (const block of blocks) {
      if (budget <= 0) break
      budget -= 1
      switch (block.type) {
        case 'paragraph':
          out.push({ text: runs(block.children), margin: [0, 0, 0, 8] })
          break
        case 'heading':
          out.push({ text: runs(block.children), fontSize: HEADING_SIZES[block.level] ?? 12, bold: true, color: accent, margin: [0, 8, 0, 6], headlineLevel: block.level })
          break
        case 'code':
          out.push({ text: block.value, fontSize: 9, preserveLeadingSpaces: true, color: '#333333', margin: [12, 0, 0, 8] })
          break
        case 'rule':
          out.push({ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.5, lineColor: '#bbbbbb' }], margin: [0, 4, 0, 10] })
          break
        case 'quote':
          out.push({ stack: convert(block.children), color: '#444444', margin: [16, 0, 0, 8] })
          break
        case 'list': {
          const items = block.items.map((item) => ({ stack: convert(item), margin: [0, 0, 0, block.loose ? 4 : 0] }) satisfies Content)
          out.push(block.ordered ? { ol: items, start: block.start, margin: [0, 0, 0, 8] } : { ul: items, margin: [0, 0, 0, 8] })
          break
        }
      }
    }
    return out
  }
  const content = convert(parseMarkdown(markdown))
  if (budget <= 0) content.push({ text: 'The letter continues beyond what its PDF holds; the offer page shows it whole.', italics: true, color: '#666666' })
  return content
}
