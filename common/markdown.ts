/**
 * The product's one Markdown reader (descriptions, the careers intro, notes, and later mail
 * templates): marked's lexer, CommonMark with GitHub's autolinks, turned into a small tree of
 * plain data that two renderers share. The staff app renders the tree as React elements
 * (`src/components/markdown/MarkdownText.tsx`); the careers pages and mails render it as HTML
 * through `markdownToHtml`, which escapes every text. So a description reads the same wherever
 * it is shown, and nothing a writer types becomes markup: raw HTML is dropped (an HTML block
 * whole, an inline tag without its text), images are left out (nothing is fetched from elsewhere
 * on a reader's behalf), and a link keeps only a safe target.
 */
import { Lexer, type Token, type Tokens } from 'marked'

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string | null; children: Inline[] }
  | { type: 'break' }

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'rule' }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; loose: boolean; items: Block[][] }

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i

/**
 * react-markdown's rule: a relative address, or one whose scheme is http(s), irc(s), mailto or
 * xmpp; anything else (`javascript:`, `data:`) is no link at all.
 */
export function safeUrl(url: string): string | null {
  const colon = url.indexOf(':')
  const firstSeparator = Math.min(...['/', '?', '#'].map((mark) => (url.includes(mark) ? url.indexOf(mark) : Infinity)))
  if (colon === -1 || colon > firstSeparator) return url
  return SAFE_PROTOCOL.test(url.slice(0, colon).replace(/[\s\p{Cc}]/gu, '')) ? url : null
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** marked keeps a text's character references as written (its own renderer writes them out as HTML); the tree holds plain text. */
function decodeReferences(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd'
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference
  })
}

function inlines(tokens: readonly Token[] | undefined): Inline[] {
  const nodes: Inline[] = []
  const pushText = (value: string) => {
    const last = nodes.at(-1)
    if (last?.type === 'text') last.value += value
    else if (value) nodes.push({ type: 'text', value })
  }
  const pushAll = (more: Inline[]) => {
    for (const node of more) {
      if (node.type === 'text') pushText(node.value)
      else nodes.push(node)
    }
  }
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
        if ('tokens' in token && token.tokens) pushAll(inlines(token.tokens))
        else pushText(decodeReferences(token.text))
        break
      case 'escape':
        pushText(token.text)
        break
      case 'codespan':
        nodes.push({ type: 'code', value: decodeReferences(token.text) })
        break
      case 'br':
        nodes.push({ type: 'break' })
        break
      case 'strong':
      case 'em':
        nodes.push({ type: token.type, children: inlines(token.tokens) })
        break
      case 'del':
        pushAll(inlines(token.tokens))
        break
      case 'link': {
        const link = token as Tokens.Link
        nodes.push({ type: 'link', href: safeUrl(link.href), children: inlines(link.tokens) })
        break
      }
      // Images, inline HTML tags and anything else marked may add: left out, their text too.
    }
  }
  return nodes
}

function blocks(tokens: readonly Token[]): Block[] {
  const out: Block[] = []
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph':
      case 'text': {
        const children = 'tokens' in token && token.tokens ? inlines(token.tokens) : [{ type: 'text' as const, value: decodeReferences(token.text) }]
        if (children.length > 0) out.push({ type: 'paragraph', children })
        break
      }
      case 'heading':
        out.push({ type: 'heading', level: (token as Tokens.Heading).depth, children: inlines(token.tokens) })
        break
      case 'code':
        out.push({ type: 'code', value: token.text })
        break
      case 'hr':
        out.push({ type: 'rule' })
        break
      case 'blockquote':
        out.push({ type: 'quote', children: blocks((token as Tokens.Blockquote).tokens) })
        break
      case 'list': {
        const list = token as Tokens.List
        const start = list.ordered && typeof list.start === 'number' ? list.start : 1
        out.push({ type: 'list', ordered: list.ordered, start, loose: list.loose, items: list.items.map((item) => blocks(item.tokens)) })
        break
      }
      case 'table': {
        // A table reads as one line per row: the product's texts have no table layout to keep.
        const table = token as Tokens.Table
        for (const row of [table.header, ...table.rows]) {
          const children: Inline[] = []
          row.forEach((cell, index) => {
            if (index > 0) children.push({ type: 'text', value: ' · ' })
            children.push(...inlines(cell.tokens))
          })
          out.push({ type: 'paragraph', children })
        }
        break
      }
      // HTML blocks, link definitions and blank space: nothing to show.
    }
  }
  return out
}

/** A Markdown text as the tree both renderers share. */
export function parseMarkdown(source: string): Block[] {
  return blocks(Lexer.lex(source, { gfm: true, breaks: false }))
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

const HEADING_TAGS = ['h3', 'h4', 'h5', 'h6'] as const
export type MarkdownHeadingTag = (typeof HEADING_TAGS)[number]

function headingLevels(nodes: Block[], into: Set<number>): Set<number> {
  for (const node of nodes) {
    if (node.type === 'heading') into.add(node.level)
    else if (node.type === 'quote') headingLevels(node.children, into)
    else if (node.type === 'list') for (const item of node.items) headingLevels(item, into)
  }
  return into
}

/**
 * The tag of each heading level a text uses. The page's own headings come first (a text sits under
 * the page's h2), so the text's highest level becomes h3 and each deeper level it uses the next
 * one: "## Role" then "#### Duties" read h3 then h4, never skipping a level, as screen readers
 * and axe expect.
 */
export function markdownHeadingTags(blocks: Block[]): (level: number) => MarkdownHeadingTag {
  const ranks = [...headingLevels(blocks, new Set())].sort((a, b) => a - b)
  return (level) => HEADING_TAGS[Math.min(Math.max(ranks.indexOf(level), 0), HEADING_TAGS.length - 1)] ?? 'h6'
}

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.value)
        case 'break':
          return '<br>'
        case 'code':
          return `<code>${escapeHtml(node.value)}</code>`
        case 'strong':
          return `<strong>${inlineHtml(node.children)}</strong>`
        case 'em':
          return `<em>${inlineHtml(node.children)}</em>`
        case 'link':
          return node.href ? `<a href="${escapeHtml(node.href)}" rel="noopener noreferrer nofollow">${inlineHtml(node.children)}</a>` : inlineHtml(node.children)
      }
    })
    .join('')
}

function blockHtml(nodes: Block[], headingTag: (level: number) => MarkdownHeadingTag, tight = false): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'paragraph':
          return tight ? inlineHtml(node.children) : `<p>${inlineHtml(node.children)}</p>`
        case 'heading': {
          const tag = headingTag(node.level)
          return `<${tag}>${inlineHtml(node.children)}</${tag}>`
        }
        case 'code':
          return `<pre><code>${escapeHtml(node.value)}</code></pre>`
        case 'rule':
          return '<hr>'
        case 'quote':
          return `<blockquote>${blockHtml(node.children, headingTag)}</blockquote>`
        case 'list': {
          const items = node.items.map((item) => `<li>${blockHtml(item, headingTag, !node.loose)}</li>`).join('')
          return node.ordered ? `<ol${node.start === 1 ? '' : ` start="${node.start}"`}>${items}</ol>` : `<ul>${items}</ul>`
        }
      }
    })
    .join('')
}

/** Markdown as HTML in which every text is escaped and only the tree's own elements are made (careers pages, mails). */
export function markdownToHtml(source: string): string {
  const blocks = parseMarkdown(source)
  return blockHtml(blocks, markdownHeadingTags(blocks))
}

/** How `markdownToText` writes what plain text has no markup for. */
export interface MarkdownTextOptions {
  /** A link's address after its words, "tools (https://…)": a mail's reader needs it to follow the link; a summary leaves it out. */
  linkAddresses?: boolean
  /** A quote's lines marked "> " and a rule written "----", as a plain-text mail shows them; without, a quote is its text and a rule nothing. */
  marks?: boolean
}

function inlineText(nodes: Inline[], options: MarkdownTextOptions): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.value
        case 'break':
          return '\n'
        case 'strong':
        case 'em':
          return inlineText(node.children, options)
        case 'link': {
          const words = inlineText(node.children, options)
          return options.linkAddresses && node.href && node.href !== words ? `${words} (${node.href})` : words
        }
      }
    })
    .join('')
}

function blockText(nodes: Block[], options: MarkdownTextOptions): string[] {
  return nodes.flatMap((node) => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        return [inlineText(node.children, options)]
      case 'code':
        return [node.value]
      case 'rule':
        return options.marks ? ['----'] : []
      case 'quote':
        return blockText(node.children, options).map((line) => (options.marks ? `> ${line}` : line))
      case 'list':
        return [node.items.map((item, index) => `${node.ordered ? `${node.start + index}.` : '-'} ${blockText(item, options).join(' ')}`).join('\n')]
    }
  })
}

/**
 * Markdown as plain text: a block a paragraph, a list an item a line. A mail's text part asks for
 * link addresses and marks; a meta description takes the words alone and joins the lines.
 */
export function markdownToText(source: string, options: MarkdownTextOptions = {}): string {
  return blockText(parseMarkdown(source), options).join('\n\n')
}
