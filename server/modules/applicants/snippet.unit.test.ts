import { describe, expect, it } from 'vitest'
import { toSnippet } from './snippet'

describe('toSnippet', () => {
  it('turns the markers around each matched word into ranges of the plain text', () => {
    const snippet = toSnippet('Built \uE000Kubernetes\uE001 clusters and \uE000Terraform\uE001 modules')
    expect(snippet.text).toBe('Built Kubernetes clusters and Terraform modules')
    expect(snippet.marks).toEqual([
      [6, 16],
      [30, 39],
    ])
    expect(snippet.marks.map(([start, end]) => snippet.text.slice(start, end))).toEqual(['Kubernetes', 'Terraform'])
  })

  it('keeps markup in the text as text, and ranges right after collapsed whitespace', () => {
    const snippet = toSnippet('<b>not bold</b>\n\n  wrote   \uE000Rust\uE001')
    expect(snippet.text).toBe('<b>not bold</b> wrote Rust')
    expect(snippet.marks).toEqual([[22, 26]])
  })

  it('answers no marks when nothing was marked', () => {
    expect(toSnippet('Senior engineer')).toEqual({ text: 'Senior engineer', marks: [] })
  })
})
