import { SaxesParser, type SaxesAttributeNS } from 'saxes'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'

/**
 * Elements a logo may use: shapes, text, grouping, paint servers and filters. Everything else
 * (script, foreignObject, a, image, animation, iframe-like embeds, metadata) is dropped together
 * with its content, so nothing outside this list can run, navigate or load.
 */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feTurbulence',
  'feDisplacementMap',
])

/** Geometry and presentation attributes; event handlers (on*) are never among them. */
const ALLOWED_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'transform',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'overflow',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'paint-order',
  'vector-effect',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'mix-blend-mode',
  'isolation',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'writing-mode',
  'lengthAdjust',
  'textLength',
  'startOffset',
  'rotate',
  'dx',
  'dy',
  'method',
  'side',
  'spacing',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'edgeMode',
])

/** Nesting deeper than any real logo; stops pathological documents early. */
const MAX_DEPTH = 256

/**
 * CSS functions that fetch an image or a font from a bare string, without `url(`
 * (`image-set("https://…" 1x)`, `src("…")`), or paint another element of the page.
 */
const LOADING_FUNCTIONS = /(?:^|[^\w-])(?:-[a-z]+-)?(?:image-set|image|cross-fade|element|src)\s*\(/

/** References must stay inside the document: `url(#id)` only, and no rule that loads anything. */
function hasOnlyLocalUrls(value: string): boolean {
  // A backslash could hide any of the below behind a CSS escape.
  if (value.includes('\\')) return false
  // Comments are read as the spaces they stand for, so none hides a word from the checks below.
  const lowered = value.toLowerCase().replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ')
  if (/javascript:|vbscript:|data:|expression\s*\(|@import|@font-face|behavior\s*:|-moz-binding/.test(lowered)) return false
  if (LOADING_FUNCTIONS.test(lowered)) return false
  // A string naming another host or a scheme is a reference waiting for a function to load it.
  for (const [, , text = ''] of lowered.matchAll(/(['"])([^'"]*)\1/g)) {
    if (/\/\/|^\s*[a-z][\w+.-]*:/.test(text)) return false
  }
  const urls = lowered.matchAll(/url\s*\(\s*(['"]?)\s*([^'")\s]*)/g)
  for (const [, , target] of urls) {
    if (!target?.startsWith('#')) return false
  }
  return true
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', '&quot;')
}

function keptAttribute(attribute: SaxesAttributeNS): [string, string] | null {
  const { uri, local, value } = attribute
  if (uri === XLINK_NS || (uri === '' && local === 'href')) {
    // Only links to an element of the same document (gradients, <use>, textPath).
    return local === 'href' && /^#[\w.:-]+$/.test(value.trim()) ? ['href', value.trim()] : null
  }
  if (uri === XML_NS) return local === 'space' ? ['xml:space', value] : null
  if (uri !== '' || !ALLOWED_ATTRIBUTES.has(local)) return null
  return hasOnlyLocalUrls(value) ? [local, value] : null
}

export class InvalidSvgError extends Error {}

/**
 * Rewrites an SVG document through a strict allowlist: only known SVG elements and
 * attributes survive, links may only point inside the document, and styles may not load or
 * run anything. Throws {@link InvalidSvgError} when the text is not a well-formed SVG document.
 */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true })
  const output: string[] = []
  let depth = 0
  /** Depth of the outermost dropped element while inside it, otherwise null. */
  let droppedAt: number | null = null
  let rootSeen = false
  let insideStyle = false
  let styleText = ''

  parser.on('opentag', (tag) => {
    depth += 1
    if (depth > MAX_DEPTH) throw new InvalidSvgError('The SVG is nested too deeply')
    if (!rootSeen) {
      rootSeen = true
      if (tag.uri !== SVG_NS || tag.local !== 'svg') {
        throw new InvalidSvgError('The file is not an SVG image')
      }
    }
    if (droppedAt !== null) return
    if (tag.uri !== SVG_NS || !ALLOWED_ELEMENTS.has(tag.local)) {
      droppedAt = depth
      return
    }
    const attributes = Object.values(tag.attributes)
      .map(keptAttribute)
      .filter((kept): kept is [string, string] => kept !== null)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('')
    const namespace = depth === 1 ? ` xmlns="${SVG_NS}"` : ''
    output.push(`<${tag.local}${namespace}${attributes}>`)
    if (tag.local === 'style') {
      insideStyle = true
      styleText = ''
    }
  })

  const onText = (text: string) => {
    if (droppedAt !== null || depth === 0) return
    if (insideStyle) styleText += text
    else output.push(escapeText(text))
  }
  parser.on('text', onText)
  parser.on('cdata', onText)

  parser.on('closetag', (tag) => {
    if (droppedAt === null) {
      if (insideStyle) {
        insideStyle = false
        if (hasOnlyLocalUrls(styleText)) output.push(escapeText(styleText))
      }
      output.push(`</${tag.local}>`)
    } else if (droppedAt === depth) {
      droppedAt = null
    }
    depth -= 1
  })

  try {
    parser.write(source).close()
  } catch (error) {
    if (error instanceof InvalidSvgError) throw error
    throw new InvalidSvgError('The SVG is not well-formed XML')
  }
  if (!rootSeen) throw new InvalidSvgError('The file is not an SVG image')
  return output.join('')
}
