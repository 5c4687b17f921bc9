import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { SearchSnippet } from './SearchSnippet'

describe('a search snippet', () => {
  it('marks the matched words and shows the rest as plain text', () => {
    const { container } = render(
      <SearchSnippet
        snippet={{
          text: 'Built Kafka pipelines with Kafka Streams',
          marks: [
            [6, 11],
            [27, 32],
          ],
        }}
      />,
    )
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Kafka', 'Kafka'])
    expect(container.querySelector('p')?.textContent).toBe('Built Kafka pipelines with Kafka Streams')
  })

  it('never renders the text as HTML, and ignores ranges past its end', () => {
    const { container } = render(
      <SearchSnippet
        snippet={{
          text: '<img src=x onerror=alert(1)> <b>rust</b>',
          marks: [
            [29, 40],
            [80, 90],
          ],
        }}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(screen.getByText('<b>rust</b>').tagName).toBe('MARK')
  })
})
