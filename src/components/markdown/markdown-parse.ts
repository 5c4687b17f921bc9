/**
 * A small Markdown reader for descriptions and the careers intro: the CommonMark blocks and
 * inlines those texts use (paragraphs, ATX and setext headings, lists, block quotes, fenced and
 * indented code, rules, strong, emphasis, code spans, links, autolinks, hard breaks), as a tree
 * of plain data. Raw HTML is dropped (an HTML block whole, an inline tag without its text) and
 * images are left out. It replaces react-markdown (about 35 kB of script compressed), which the
 * public careers pages could not afford within their 150 kB.
 *
 * Nothing here produces markup: `MarkdownText` renders the tree as React elements, and a link's
 * target passes `safeUrl` first.
 */

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
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : null
}

// ---------------------------------------------------------------------------------------------
// Blocks

const BLANK = /^\s*$/
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/
const QUOTE = /^ {0,3}> ?(.*)$/
const BULLET = /^( {0,3})([-*+])( +|\t|$)(.*)$/
const ORDERED = /^( {0,3})(\d{1,9})([.)])( +|\t|$)(.*)$/
/** HTML block starts (CommonMark types 1 to 7, simplified): a tag or comment opening the line. */
const HTML_BLOCK = /^ {0,3}<(?:!--|\/?[A-Za-z][A-Za-z0-9-]*(?:\s|\/?>|$))/
const RAW_TEXT_TAG = /^ {0,3}<(script|pre|style|textarea)(?:\s|>|$)/i

interface ListMarker {
  ordered: boolean
  start: number
  /** Columns up to the item's content. */
  indent: number
  content: string
  /** `-`, `*`, `+`, `.` or `)`: a different one starts a new list. */
  bullet: string
}

function listMarker(line: string): ListMarker | null {
  const bullet = BULLET.exec(line)
  if (bullet) {
    const [, lead = '', mark = '', gap = '', content = ''] = bullet
    const spaces = gap.length > 4 ? 1 : Math.max(gap.length, 1)
    return { ordered: false, start: 1, indent: lead.length + 1 + spaces, content: gap.length > 4 ? gap.slice(1) + content : content, bullet: mark }
  }
  const ordered = ORDERED.exec(line)
  if (ordered) {
    const [, lead = '', digits = '', mark = '', gap = '', content = ''] = ordered
    const spaces = gap.length > 4 ? 1 : Math.max(gap.length, 1)
    return { ordered: true, start: Number(digits), indent: lead.length + digits.length + 1 + spaces, content, bullet: mark }
  }
  return null
}

/** Whether `line` starts a block that ends a paragraph before it (no blank line needed). */
function interruptsParagraph(line: string): boolean {
  if (ATX.test(line) || RULE.test(line) || FENCE.test(line) || QUOTE.test(line) || HTML_BLOCK.test(line)) return true
  const marker = listMarker(line)
  return marker !== null && marker.content.trim() !== '' && (!marker.ordered || marker.start === 1)
}

const indentOf = (line: string) => line.length - line.trimStart().length

/** `line` without up to `columns` leading spaces. */
const outdent = (line: string, columns: number) => line.slice(Math.min(columns, indentOf(line)))

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = []
  let index = 0
  while (index < lines.length) {
    const line = lines[index] ?? ''
    if (BLANK.test(line)) {
      index += 1
      continue
    }
    const fence = FENCE.exec(line)
    if (fence && !(fence[1]?.startsWith('`') && fence[2]?.includes('`'))) {
      const marker = fence[1] ?? '```'
      const lead = indentOf(line)
      const body: string[] = []
      index += 1
      while (index < lines.length && !new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`).test(lines[index] ?? '')) {
        body.push(outdent(lines[index] ?? '', lead))
        index += 1
      }
      index += 1
      blocks.push({ type: 'code', value: body.join('\n') })
      continue
    }
    if (indentOf(line) >= 4) {
      const body: string[] = []
      while (index < lines.length && (indentOf(lines[index] ?? '') >= 4 || BLANK.test(lines[index] ?? ''))) {
        body.push(outdent(lines[index] ?? '', 4))
        index += 1
      }
      while (body.length > 0 && BLANK.test(body.at(-1) ?? '')) body.pop()
      blocks.push({ type: 'code', value: body.join('\n') })
      continue
    }
    const atx = ATX.exec(line)
    if (atx) {
      blocks.push({ type: 'heading', level: atx[1]?.length ?? 1, children: parseInline(atx[2] ?? '') })
      index += 1
      continue
    }
    if (RULE.test(line) && !listMarker(line)?.content.trim()) {
      blocks.push({ type: 'rule' })
      index += 1
      continue
    }
    if (HTML_BLOCK.test(line)) {
      const rawText = RAW_TEXT_TAG.exec(line)?.[1]
      if (rawText) {
        const end = new RegExp(`</${rawText}>`, 'i')
        while (index < lines.length && !end.test(lines[index] ?? '')) index += 1
        index += 1
      } else {
        while (index < lines.length && !BLANK.test(lines[index] ?? '')) index += 1
      }
      continue
    }
    if (QUOTE.test(line)) {
      const body: string[] = []
      while (index < lines.length) {
        const current = lines[index] ?? ''
        const quoted = QUOTE.exec(current)
        if (quoted) body.push(quoted[1] ?? '')
        else if (!BLANK.test(current) && body.length > 0 && !BLANK.test(body.at(-1) ?? '') && !interruptsParagraph(current)) body.push(current)
        else break
        index += 1
      }
      blocks.push({ type: 'quote', children: parseBlocks(body) })
      continue
    }
    const marker = listMarker(line)
    if (marker) {
      const [list, next] = parseList(lines, index, marker)
      blocks.push(list)
      index = next
      continue
    }
    const paragraph: string[] = [line]
    index += 1
    while (index < lines.length) {
      const current = lines[index] ?? ''
      if (BLANK.test(current)) break
      const setext = SETEXT.exec(current)
      if (setext) {
        blocks.push({ type: 'heading', level: setext[1]?.startsWith('=') ? 1 : 2, children: parseInline(paragraph.map((text) => text.trim()).join('\n')) })
        paragraph.length = 0
        index += 1
        break
      }
      if (interruptsParagraph(current)) break
      paragraph.push(current)
      index += 1
    }
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.map((text) => text.trimStart()).join('\n').trimEnd()) })
  }
  return blocks
}

function parseList(lines: string[], from: number, first: ListMarker): [Block, number] {
  const items: string[][] = []
  let loose = false
  let index = from
  let marker: ListMarker | null = first
  while (marker && marker.ordered === first.ordered && marker.bullet === first.bullet) {
    const item = [marker.content]
    const indent = marker.indent
    index += 1
    let blankBefore = false
    while (index < lines.length) {
      const current = lines[index] ?? ''
      if (BLANK.test(current)) {
        blankBefore = true
        item.push('')
        index += 1
        continue
      }
      if (indentOf(current) >= indent) {
        if (blankBefore && item.some((text) => !BLANK.test(text))) loose = true
        item.push(outdent(current, indent))
        blankBefore = false
        index += 1
        continue
      }
      // A lazy continuation line: more of the item's last paragraph.
      if (!blankBefore && !interruptsParagraph(current) && !listMarker(current)) {
        item.push(current.trimStart())
        index += 1
        continue
      }
      break
    }
    while (item.length > 1 && BLANK.test(item.at(-1) ?? '')) item.pop()
    items.push(item)
    const nextLine = lines[index] ?? ''
    marker = index < lines.length ? listMarker(nextLine) : null
    if (marker && blankBefore && marker.ordered === first.ordered && marker.bullet === first.bullet) loose = true
  }
  const parsed = items.map((item) => parseBlocks(item))
  return [{ type: 'list', ordered: first.ordered, start: first.start, loose, items: parsed }, index]
}

/** A Markdown text as blocks. */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'))
}

// ---------------------------------------------------------------------------------------------
// Inlines

const ESCAPABLE = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/
const INLINE_TAG = /^<(?:\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?|!--[\s\S]*?--)>/
const AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/
const EMAIL_AUTOLINK = /^<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', mdash: '—', ndash: '–', hellip: '…' }

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  }
  return ENTITIES[body] ?? match
}

/** The index just past the `]` that closes the `[` at `open`, brackets nested, or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0
  for (let index = open; index < text.length; index += 1) {
    const character = text[index]
    if (character === '\\') index += 1
    else if (character === '`') {
      const run = /^`+/.exec(text.slice(index))?.[0] ?? '`'
      const close = text.indexOf(run, index + run.length)
      if (close !== -1) index = close + run.length - 1
    } else if (character === '[') depth += 1
    else if (character === ']') {
      depth -= 1
      if (depth === 0) return index + 1
    }
  }
  return -1
}

/** `(url "title")` at `at`: the address and the index past `)`, or null. */
function linkDestination(text: string, at: number): { url: string; end: number } | null {
  if (text[at] !== '(') return null
  let index = at + 1
  while (text[index] === ' ' || text[index] === '\n') index += 1
  let url: string
  if (text[index] === '<') {
    const close = text.indexOf('>', index)
    if (close === -1) return null
    url = text.slice(index + 1, close)
    index = close + 1
  } else {
    let depth = 0
    const start = index
    while (index < text.length) {
      const character = text[index] ?? ''
      if (character === '\\') index += 1
      else if (character === '(') depth += 1
      else if (character === ')') {
        if (depth === 0) break
        depth -= 1
      } else if (/\s/.test(character)) break
      index += 1
    }
    url = text.slice(start, index)
  }
  while (text[index] === ' ' || text[index] === '\n') index += 1
  const quote = text[index]
  if (quote === '"' || quote === "'" || quote === '(') {
    const closeQuote = text.indexOf(quote === '(' ? ')' : quote, index + 1)
    if (closeQuote === -1) return null
    index = closeQuote + 1
    while (text[index] === ' ' || text[index] === '\n') index += 1
  }
  if (text[index] !== ')') return null
  return { url: url.replace(/\\(.)/g, '$1'), end: index + 1 }
}

const isPunctuationOrSpace = (character: string | undefined) => character === undefined || /[\s\p{P}\p{S}]/u.test(character)

/** Where the delimiter run of `mark` (`*` or `_`, `count` long) that closes one opened at `from` starts, or -1. */
function closingDelimiter(text: string, from: number, mark: string, count: number): number {
  for (let index = from; index < text.length; index += 1) {
    const character = text[index]
    if (character === '\\') {
      index += 1
      continue
    }
    if (character === '`') {
      const run = /^`+/.exec(text.slice(index))?.[0] ?? '`'
      const close = text.indexOf(run, index + run.length)
      if (close !== -1) index = close + run.length - 1
      continue
    }
    if (character !== mark) continue
    const run = /^[*_]+/.exec(text.slice(index))?.[0] ?? mark
    const sameRun = run.split('').every((part) => part === mark) ? run.length : 1
    const before = text[index - 1]
    const after = text[index + sameRun]
    const rightFlanking = !/\s/.test(before ?? ' ') && (!isPunctuationOrSpace(before) || isPunctuationOrSpace(after))
    const wordAfter = mark === '_' && after !== undefined && /[\p{L}\p{N}]/u.test(after)
    if (rightFlanking && !wordAfter && sameRun >= count && index > from) return index + (sameRun - count)
    index += sameRun - 1
  }
  return -1
}

/** Inline Markdown as inline nodes. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = []
  let buffer = ''
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', value: buffer })
    buffer = ''
  }
  let index = 0
  while (index < text.length) {
    const character = text[index] ?? ''
    const rest = text.slice(index)
    if (character === '\\') {
      const next = text[index + 1]
      if (next === '\n') {
        flush()
        nodes.push({ type: 'break' })
        index += 2
        continue
      }
      if (next !== undefined && ESCAPABLE.test(next)) {
        buffer += next
        index += 2
        continue
      }
    }
    if (character === '\n') {
      const trailing = /( {2,})$/.exec(buffer)
      if (trailing) {
        buffer = buffer.slice(0, -(trailing[1] ?? '').length)
        flush()
        nodes.push({ type: 'break' })
      } else {
        buffer = `${buffer.trimEnd()}\n`
      }
      index += 1
      while (text[index] === ' ') index += 1
      continue
    }
    if (character === '`') {
      const run = /^`+/.exec(rest)?.[0] ?? '`'
      const close = text.indexOf(run, index + run.length)
      if (close !== -1 && text[close + run.length] !== '`') {
        flush()
        const code = text.slice(index + run.length, close).replace(/\n/g, ' ')
        nodes.push({ type: 'code', value: /^ .*[^ ].* $/.test(code) ? code.slice(1, -1) : code })
        index = close + run.length
        continue
      }
      buffer += run
      index += run.length
      continue
    }
    if (character === '<') {
      const url = AUTOLINK.exec(rest)
      const email = url ? null : EMAIL_AUTOLINK.exec(rest)
      const auto = url ?? email
      if (auto) {
        flush()
        const target = auto[1] ?? ''
        nodes.push({ type: 'link', href: url ? safeUrl(target) : `mailto:${target}`, children: [{ type: 'text', value: target }] })
        index += auto[0].length
        continue
      }
      const tag = INLINE_TAG.exec(rest)
      if (tag) {
        index += tag[0].length
        continue
      }
    }
    if (character === '&') {
      const entity = /^&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]{2,8});/.exec(rest)
      if (entity) {
        buffer += decodeEntity(entity[0], entity[1] ?? '')
        index += entity[0].length
        continue
      }
    }
    if (character === '!' && text[index + 1] === '[') {
      const end = closingBracket(text, index + 1)
      const destination = end === -1 ? null : linkDestination(text, end)
      if (destination) {
        index = destination.end
        continue
      }
    }
    if (character === '[') {
      const end = closingBracket(text, index)
      const destination = end === -1 ? null : linkDestination(text, end)
      if (destination) {
        flush()
        nodes.push({ type: 'link', href: safeUrl(destination.url), children: parseInline(text.slice(index + 1, end - 1)) })
        index = destination.end
        continue
      }
    }
    if (character === '*' || character === '_') {
      const run = new RegExp(`^\\${character}+`).exec(rest)?.[0] ?? character
      const after = text[index + run.length]
      const before = text[index - 1]
      const leftFlanking = after !== undefined && !/\s/.test(after) && (!isPunctuationOrSpace(after) || isPunctuationOrSpace(before))
      const wordBefore = character === '_' && before !== undefined && /[\p{L}\p{N}]/u.test(before)
      if (leftFlanking && !wordBefore) {
        const count = run.length >= 2 ? 2 : 1
        const close = closingDelimiter(text, index + count, character, count)
        if (close !== -1) {
          flush()
          nodes.push({ type: count === 2 ? 'strong' : 'em', children: parseInline(text.slice(index + count, close)) })
          index = close + count
          continue
        }
      }
      buffer += run
      index += run.length
      continue
    }
    buffer += character
    index += 1
  }
  flush()
  return nodes
}
