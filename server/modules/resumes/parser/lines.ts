import { findDateRanges } from './dates'
import { headingKind } from './headings'

/**
 * A resume as lines with their layout features, whatever the file type: PDF text items and OCR
 * words are grouped into lines here; DOCX and TXT arrive as lines already (size 0: unknown).
 */

/** A run of text on a page, in PDF coordinates: x from the left, y of the baseline from the bottom. */
export interface TextItem {
  text: string
  x: number
  y: number
  width: number
  /** Font size in points (0 when unknown). */
  size: number
  bold: boolean
}

export interface ResumeLine {
  text: string
  /** The line's largest font size in points; 0 when the format has none (DOCX, TXT). */
  size: number
  bold: boolean
  page: number
  /** 0 for a full-width line or the first column, 1 for the second column. */
  column: number
}

/** Wider gaps than this between two items on a line (in font sizes) become a field separator. */
const FIELD_GAP = 1.2
/** What separates the cells of one line when they were far apart on the page. */
export const FIELD_SEPARATOR = '   '

/**
 * An icon font's glyph as a text layer gives it: U+0000 or a private-use character (U+E000–U+F8FF,
 * planes 15 and 16), with the spaces around it. Themes put one before the title and each contact
 * item, so it separates fields ("\uf0e0 anna@mail.it \uf095 +39 …") and is never part of one.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is what a text layer gives for an icon the font cannot map.
const ICON_GLYPHS = /[ \t]*[\u0000\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]+[ \t]*/gu

/** A line's text with its icon glyphs as field separators, and no glyph or space at its ends. */
function withoutGlyphs(text: string): string {
  return text.replace(ICON_GLYPHS, FIELD_SEPARATOR).trim()
}

/** Column gaps narrower than this (points) are ordinary spaces between words, not a gutter. */
const MIN_GUTTER = 8
/** A column holds at least this many lines. */
const MIN_COLUMN_LINES = 3
/** Rows of a table share baselines across the gap; columns of a two-column page mostly do not. */
const TABLE_ALIGNMENT = 0.8

/**
 * Groups a page's items into lines and orders them for reading. A page in two columns (a
 * vertical gap that no item below the page's header band crosses, with lines on both sides that
 * do not share baselines) is read header band first, then the left column, then the right one.
 */
export function linesFromItems(items: readonly TextItem[], pageWidth: number, page: number): ResumeLine[] {
  const visible = items.filter((item) => item.text.trim() !== '')
  const split = findColumnSplit(visible, pageWidth)
  if (!split) return rows(visible).map((row) => toLine(row, page, 0)).filter(hasText)
  const margin = marginDates(visible, split, pageWidth)
  if (margin) {
    // The columns are those of the page without its margin of dates, each date now on its entry's line.
    const inner = findColumnSplit(margin.rest, pageWidth)
    const all = [...margin.rest, ...margin.moved]
    return inner ? columnLines(all, inner, page) : rows(all).map((row) => toLine(row, page, 0)).filter(hasText)
  }
  return columnLines(visible, split, page)
}

/** A line that holds a date range and nothing else ("02/2019 - Present", "2013 – 2015"). */
function onlyDates(text: string): boolean {
  const ranges = findDateRanges(text, new Date())
  let rest = text
  for (const range of [...ranges].reverse()) rest = `${rest.slice(0, range.index)}${rest.slice(range.index + range.length)}`
  return ranges.length > 0 && !/[\p{L}\p{N}]/u.test(rest)
}

/**
 * A theme may print each entry's dates at the page's right margin, a little above or below its title's baseline: the
 * widest gutter is then the one before those dates, and the columns to its left (a sidebar and the main column) would
 * be read row by row, interleaved, with every date, a school's too, read after them all. A right side of dates alone
 * is no column: each date moves onto the nearest line of the column beside it, so it stays with its entry and section.
 */
function marginDates(items: readonly TextItem[], split: ColumnSplit, pageWidth: number): { rest: TextItem[]; moved: TextItem[] } | null {
  const right = items.filter((item) => item.y <= split.top && item.x >= split.x)
  const dateRows = rows(right)
  if (dateRows.length < 2 || !dateRows.every((row) => onlyDates(row.map((item) => item.text).join(' ')))) return null
  const rest = items.filter((item) => !right.includes(item))
  const inner = findColumnSplit(rest, pageWidth)
  const beside = rest.filter((item) => item.y <= split.top && (!inner || item.x >= inner.x))
  const besideBaselines = baselines(beside)
  const moved = dateRows.flatMap((row) => {
    const y = row[0]?.y ?? 0
    const nearest = [...besideBaselines].sort((a, b) => Math.abs(a - y) - Math.abs(b - y))[0]
    return row.map((item) => ({ ...item, y: nearest ?? item.y }))
  })
  return { rest, moved }
}

/** A page's lines with a split: its header band first, then the left column, then the right one (a left gutter of labels aside). */
function columnLines(visible: readonly TextItem[], split: ColumnSplit, page: number): ResumeLine[] {
  const header = visible.filter((item) => item.y > split.top)
  const body = visible.filter((item) => item.y <= split.top)
  const gutter = labelGutter(visible, body, split.x)
  if (gutter) return rows(gutter).map((row) => toLine(row, page, 0)).filter(hasText)
  return [
    ...rows(header).map((row) => toLine(row, page, 0)),
    ...rows(body.filter((item) => item.x + item.width <= split.x)).map((row) => toLine(row, page, 0)),
    ...rows(body.filter((item) => item.x >= split.x)).map((row) => toLine(row, page, 1)),
  ].filter(hasText)
}

/**
 * A left gutter of section labels ("Work", "Education", "Skills" at the margin, each beside its
 * section's first line) looks like a narrow column, but read as one it would put every label
 * before all the content. Its labels are headings of the content beside them: each is moved onto
 * the baseline of the content line it stands beside (a label's font may sit a little higher or
 * lower), so the line reads "Work   Sous Chef" and the section starts there. Null when the left
 * side holds anything but headings.
 */
function labelGutter(items: readonly TextItem[], body: readonly TextItem[], x: number): TextItem[] | null {
  const left = new Set(body.filter((item) => item.x + item.width <= x))
  const labels = rows([...left])
  if (!labels.every((row) => headingKind(row.map((item) => item.text).join(' ').replace(/\s+/g, ' ').trim()) !== null)) return null
  // The first label may stand beside a line the header band took (the band ends at the labels' first baseline).
  const contentBaselines = baselines(items.filter((item) => item.x >= x))
  const moved = labels.flatMap((row) => {
    const y = row[0]?.y ?? 0
    const size = Math.max(...row.map((item) => item.size), 1)
    const beside = contentBaselines.filter((baseline) => Math.abs(baseline - y) <= size).sort((a, b) => Math.abs(a - y) - Math.abs(b - y))[0]
    return row.map((item) => ({ ...item, y: beside ?? item.y }))
  })
  return [...moved, ...items.filter((item) => !left.has(item))]
}

/** A row of icons alone (a theme's decoration) is no line. */
const hasText = (line: ResumeLine) => line.text !== ''

export interface ColumnSplit {
  /** The x of the gutter's middle. */
  x: number
  /** Items above this baseline form the header band, read before the columns. */
  top: number
}

/**
 * Finds the gutter of a two-column page: the widest run of x positions between 15% and 85% of
 * the page where every item crossing it lies above both columns' first lines (a full-width name
 * or contact line), with at least three lines on each side, and the sides' baselines mostly
 * different (a table's label and value columns share them, and are read row by row instead).
 */
export function findColumnSplit(items: readonly TextItem[], pageWidth: number): ColumnSplit | null {
  if (items.length < MIN_COLUMN_LINES * 2) return null
  let best: { from: number; to: number; top: number } | null = null
  let run: { from: number; to: number; top: number } | null = null
  const step = 2
  for (let x = pageWidth * 0.15; x <= pageWidth * 0.85; x += step) {
    const top = splitTopAt(items, x)
    if (top === null) {
      run = null
      continue
    }
    if (run && run.to === x - step) {
      run.to = x
      run.top = Math.min(run.top, top)
    } else {
      run = { from: x, to: x, top }
    }
    if (!best || run.to - run.from > best.to - best.from) best = { ...run }
  }
  if (!best || best.to - best.from + step < MIN_GUTTER) return null
  const x = (best.from + best.to) / 2
  const body = items.filter((item) => item.y <= best.top)
  const left = baselines(body.filter((item) => item.x + item.width <= x))
  const right = baselines(body.filter((item) => item.x >= x))
  if (left.length < MIN_COLUMN_LINES || right.length < MIN_COLUMN_LINES) return null
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left]
  const aligned = fewer.filter((y) => more.some((other) => Math.abs(other - y) < 1.5)).length
  if (aligned / fewer.length >= TABLE_ALIGNMENT) return null
  return { x, top: best.top }
}

/** The top of the column region if x can be a gutter there, else null. */
function splitTopAt(items: readonly TextItem[], x: number): number | null {
  let leftTop = -Infinity
  let rightTop = -Infinity
  let crossingBottom = Infinity
  let leftCount = 0
  let rightCount = 0
  for (const item of items) {
    const end = item.x + item.width
    if (end <= x) {
      leftTop = Math.max(leftTop, item.y)
      leftCount += 1
    } else if (item.x >= x) {
      rightTop = Math.max(rightTop, item.y)
      rightCount += 1
    } else {
      crossingBottom = Math.min(crossingBottom, item.y)
    }
  }
  if (leftCount < MIN_COLUMN_LINES || rightCount < MIN_COLUMN_LINES) return null
  const top = Math.min(leftTop, rightTop)
  // Crossing items must all sit above where both columns have begun.
  return crossingBottom > top + 0.5 ? top + 0.5 : null
}

function baselines(items: readonly TextItem[]): number[] {
  const ys: number[] = []
  for (const item of [...items].sort((a, b) => b.y - a.y)) {
    const last = ys.at(-1)
    if (last === undefined || Math.abs(last - item.y) > Math.max(1, item.size * 0.4)) ys.push(item.y)
  }
  return ys
}

/** Items on one baseline (within 40% of the font size), top to bottom, each row left to right. */
function rows(items: readonly TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const result: { y: number; size: number; items: TextItem[] }[] = []
  for (const item of sorted) {
    const row = result.at(-1)
    if (row && Math.abs(row.y - item.y) <= Math.max(1, Math.max(row.size, item.size) * 0.4)) {
      row.items.push(item)
      row.size = Math.max(row.size, item.size)
    } else {
      result.push({ y: item.y, size: item.size, items: [item] })
    }
  }
  return result.map((row) => row.items.sort((a, b) => a.x - b.x))
}

function toLine(items: readonly TextItem[], page: number, column: number): ResumeLine {
  let text = ''
  let previousEnd: number | null = null
  let boldChars = 0
  let chars = 0
  let size = 0
  for (const item of items) {
    if (previousEnd !== null) {
      const gap = item.x - previousEnd
      const spaced = text.endsWith(' ') || item.text.startsWith(' ')
      if (gap > Math.max(item.size, 1) * FIELD_GAP) text = `${text.trimEnd()}${FIELD_SEPARATOR}${item.text.trimStart()}`
      else text += !spaced && gap > Math.max(item.size, 1) * 0.15 ? ` ${item.text}` : item.text
    } else {
      text = item.text
    }
    previousEnd = item.x + item.width
    const count = item.text.trim().length
    chars += count
    if (item.bold) boldChars += count
    size = Math.max(size, item.size)
  }
  return { text: withoutGlyphs(text), size: Math.round(size * 10) / 10, bold: chars > 0 && boldChars / chars > 0.6, page, column }
}

/** Lines of plain text (TXT, DOCX): no layout but the order. */
export function linesFromText(text: string, page = 1): ResumeLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => withoutGlyphs(line.replace(/\t+/g, FIELD_SEPARATOR).replace(/\u00a0/g, ' ')))
    .filter((line) => line !== '')
    .map((line) => ({ text: line, size: 0, bold: false, page, column: 0 }))
}
