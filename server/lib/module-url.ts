/**
 * The URL of a module a worker loads on its own, named by its TypeScript source beside `base`
 * (the caller's import.meta.url): the source itself under tsx and vitest, its compiled twin
 * (`.js`) when the server runs from dist-server/ (scripts/build-server.ts), where `base` is a
 * `.js` file too.
 */
export function workerModuleUrl(source: string, base: string): URL {
  return new URL(base.endsWith('.ts') ? source : source.replace(/\.ts$/, '.js'), base)
}
