import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { MarkdownText } from './MarkdownText'

describe('MarkdownText', () => {
  it('renders Markdown, with a description’s headings below the page’s own', () => {
    const { container } = render(<MarkdownText source={'# About\n\nWe build **hiring** tools.\n\n- TypeScript\n- SQL\n\n[Our blog](https://acme.test/blog)'} />)
    expect(screen.getByRole('heading', { name: 'About', level: 3 })).toBeInTheDocument()
    expect(container.querySelector('strong')).toHaveTextContent('hiring')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    const link = screen.getByRole('link', { name: 'Our blog' })
    expect(link).toHaveAttribute('href', 'https://acme.test/blog')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  })

  it('renders no raw HTML: no script, no image, no event handler, no markup', () => {
    const { container } = render(
      <MarkdownText
        source={'<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\nHello <b onclick="alert(1)">world</b>\n\n<iframe src="https://evil.test"></iframe>\n\n![tracker](https://evil.test/pixel.png)'}
      />,
    )
    for (const tag of ['script', 'img', 'b', 'iframe']) expect(container.querySelector(tag)).toBeNull()
    expect(container.querySelector('[onerror], [onclick]')).toBeNull()
    expect(container).toHaveTextContent('Hello world')
  })

  it('turns links with unsafe schemes into plain text', () => {
    const { container } = render(<MarkdownText source={'[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=) and <javascript:alert(2)>'} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('[href], [src]')).toBeNull()
    expect(container).toHaveTextContent('click me and data and javascript:alert(2)')
  })
})
