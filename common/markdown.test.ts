import { describe, expect, it } from 'vitest'
import { markdownToHtml, markdownToText, parseMarkdown, safeUrl, type Inline } from './markdown'

const text = (value: string) => ({ type: 'text', value })
/** The inlines of a one-paragraph text. */
const parseInline = (source: string): Inline[] => (parseMarkdown(source)[0] as { children: Inline[] }).children

describe('parseMarkdown', () => {
  it('reads headings (ATX and setext), paragraphs, rules, quotes and code', () => {
    expect(parseMarkdown('# About us #\n\nWe build\ntools.\n\nTeam\n---\n\n***\n\n> Quoted **text**\n\n```ts\nconst a = 1 < 2\n```\n\n    indented')).toEqual([
      { type: 'heading', level: 1, children: [text('About us')] },
      { type: 'paragraph', children: [text('We build\ntools.')] },
      { type: 'heading', level: 2, children: [text('Team')] },
      { type: 'rule' },
      { type: 'quote', children: [{ type: 'paragraph', children: [text('Quoted '), { type: 'strong', children: [text('text')] }] }] },
      { type: 'code', value: 'const a = 1 < 2' },
      { type: 'code', value: 'indented' },
    ])
  })

  it('reads tight, loose, ordered and nested lists, and a list right after a paragraph', () => {
    expect(parseMarkdown('Perks:\n- one\n- two\n  - inner\n\n3. third\n4. fourth')).toEqual([
      { type: 'paragraph', children: [text('Perks:')] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        loose: false,
        items: [
          [{ type: 'paragraph', children: [text('one')] }],
          [
            { type: 'paragraph', children: [text('two')] },
            { type: 'list', ordered: false, start: 1, loose: false, items: [[{ type: 'paragraph', children: [text('inner')] }]] },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        loose: false,
        items: [[{ type: 'paragraph', children: [text('third')] }], [{ type: 'paragraph', children: [text('fourth')] }]],
      },
    ])
    const loose = parseMarkdown('- a\n\n- b')[0]
    expect(loose).toMatchObject({ type: 'list', loose: true })
  })

  it('drops HTML blocks whole, script bodies included', () => {
    expect(parseMarkdown('<script>\nalert(1)\n</script>\n\n<div onclick="x">\nhidden\n</div>\n\nkept')).toEqual([{ type: 'paragraph', children: [text('kept')] }])
  })
})

describe('inlines', () => {
  it('reads emphasis, strong (***c*** as CommonMark nests it), code, escapes, entities and hard breaks', () => {
    expect(parseInline('*a* __b__ ***c*** `x*y` \\*not\\* snake_case_name &amp; &#169;  \nnext')).toEqual([
      { type: 'em', children: [text('a')] },
      text(' '),
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'em', children: [{ type: 'strong', children: [text('c')] }] },
      text(' '),
      { type: 'code', value: 'x*y' },
      text(' *not* snake_case_name & ©'),
      { type: 'break' },
      text('next'),
    ])
  })

  it('reads links and autolinks, keeping only safe targets, and leaves images and tags out', () => {
    expect(parseInline('[our *blog*](https://acme.test/blog "Blog") <https://acme.test> <jobs@acme.test> [x](javascript:alert(1)) ![pixel](https://evil.test/p.png) <b onclick="x">bold</b>')).toEqual([
      { type: 'link', href: 'https://acme.test/blog', children: [text('our '), { type: 'em', children: [text('blog')] }] },
      text(' '),
      { type: 'link', href: 'https://acme.test', children: [text('https://acme.test')] },
      text(' '),
      { type: 'link', href: 'mailto:jobs@acme.test', children: [text('jobs@acme.test')] },
      text(' '),
      { type: 'link', href: null, children: [text('x')] },
      text('  bold'),
    ])
  })
})

describe('safeUrl', () => {
  it('keeps relative and http(s), mailto addresses and refuses other schemes', () => {
    expect(safeUrl('/careers/?company=acme')).toBe('/careers/?company=acme')
    expect(safeUrl('https://acme.test/a:b')).toBe('https://acme.test/a:b')
    expect(safeUrl('mailto:jobs@acme.test')).toBe('mailto:jobs@acme.test')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('JavaScript:alert(1)')).toBeNull()
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull()
  })
})

describe('markdownToHtml', () => {
  it('renders what the staff preview shows: links kept, nested lists, headings under the page', () => {
    expect(markdownToHtml('# Role\n\nSee [our blog](https://acme.test/blog?a=1&b=2).\n\n- one\n  - inner\n- two')).toBe(
      '<h3>Role</h3><p>See <a href="https://acme.test/blog?a=1&amp;b=2" rel="noopener noreferrer nofollow">our blog</a>.</p><ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>',
    )
  })

  it('escapes every text and makes no markup from the writer: tags, scripts, unsafe links, images and attributes', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nA <b onclick="x">bold</b> & "quoted" \\<i> [x](javascript:alert(1)) ![p](https://evil.test/p.png) `<code>`')
    expect(html).toBe('<p>A bold &amp; &quot;quoted&quot; &lt;i&gt; x  <code>&lt;code&gt;</code></p>')
  })

  it('keeps an ordered list\'s start', () => {
    expect(markdownToHtml('3. third\n4. fourth')).toBe('<ol start="3"><li>third</li><li>fourth</li></ol>')
  })
})

describe('markdownToText', () => {
  const source = '# Role\n\nWe **build** [tools](https://acme.test), see <https://acme.test>.\n\n1. one\n2. two\n\n- a\n\n> Quoted\n> *text*\n\n***\n\nEnd'

  it('writes the words alone by default, a block a paragraph, a list an item a line', () => {
    expect(markdownToText(source)).toBe('Role\n\nWe build tools, see https://acme.test.\n\n1. one\n2. two\n\n- a\n\nQuoted\ntext\n\nEnd')
  })

  it("adds a link's address after its words, once, and marks quotes and rules, for a mail's text part", () => {
    expect(markdownToText(source, { linkAddresses: true, marks: true })).toBe(
      'Role\n\nWe build tools (https://acme.test), see https://acme.test.\n\n1. one\n2. two\n\n- a\n\n> Quoted\ntext\n\n----\n\nEnd',
    )
  })

  it('leaves out an unsafe link target even when asked for addresses', () => {
    expect(markdownToText('[click](javascript:alert(1))', { linkAddresses: true })).toBe('click')
  })
})

describe('markdownHeadingTags', () => {
  it('starts a text at h3, under the page, and never skips a level however the writer numbered them', () => {
    expect(markdownToHtml('## Role\n\n#### Duties\n\n## Team')).toBe('<h3>Role</h3><h4>Duties</h4><h3>Team</h3>')
    expect(markdownToHtml('# A\n\n## B\n\n### C\n\n#### D\n\n##### E')).toBe('<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6><h6>E</h6>')
  })
})
