/** word-extractor ships no types: the part of its API the parser uses. */
declare module 'word-extractor' {
  interface WordDocument {
    getBody(): string
    getHeaders(options?: { includeFooters?: boolean }): string
    getFooters(): string
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>
  }
}
