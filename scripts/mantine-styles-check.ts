/**
 * Build step after `vite build`: fails when a Mantine component in the build has no styles where
 * it runs. The app imports Mantine's per-component stylesheets one by one (see
 * src/components/theme/mantine-styles.css) rather than all 250 kB of them, so a newly used
 * component would otherwise render unstyled without anyone noticing.
 *
 * Mantine's compiled components refer to their CSS classes by fixed names (`m_8a5d1357`). Each
 * chunk's class names must appear in CSS that is loaded whenever the chunk runs: the entry's
 * stylesheets, or those of the chunk and of the chunks it imports (Vite loads them together).
 * Vite's manifest (dist/.vite/manifest.json) says which is which.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const CLASS_NAME = /\bm_[0-9a-f]{5,8}\b/g

function classNames(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(CLASS_NAME), ([name]) => name))
}

/** Mantine class name → the stylesheet to import for it. */
function mantineStylesheets(nodeModules: string): Map<string, string> {
  const owners = new Map<string, string>()
  const add = (file: string, importPath: string) => {
    for (const name of classNames(readFileSync(file, 'utf8'))) if (!owners.has(name)) owners.set(name, importPath)
  }
  const coreStyles = path.join(nodeModules, '@mantine/core/styles')
  for (const file of readdirSync(coreStyles)) {
    if (file.endsWith('.css') && !file.endsWith('.layer.css')) add(path.join(coreStyles, file), `@mantine/core/styles/${file}`)
  }
  // The other Mantine packages ship one stylesheet each.
  for (const pkg of readdirSync(path.join(nodeModules, '@mantine'))) {
    const file = path.join(nodeModules, '@mantine', pkg, 'styles.css')
    if (pkg !== 'core' && existsSync(file)) add(file, `@mantine/${pkg}/styles.css`)
  }
  return owners
}

/** Stylesheet to import → the chunks (by source) whose Mantine classes it would style. */
function missingMantineStyles(dist: string, nodeModules: string): Map<string, Set<string>> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const owners = mantineStylesheets(nodeModules)
  const cssClasses = new Map<string, Set<string>>()
  const stylesheetClasses = (file: string) => {
    const names = cssClasses.get(file) ?? classNames(readFileSync(path.join(dist, file), 'utf8'))
    cssClasses.set(file, names)
    return names
  }
  /** Class names styled by the CSS Vite loads with a chunk: its own and its static imports'. */
  const styledWith = (key: string, into: Set<string>, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return into
    seen.add(key)
    for (const css of chunk.css ?? []) for (const name of stylesheetClasses(css)) into.add(name)
    for (const imported of chunk.imports ?? []) styledWith(imported, into, seen)
    return into
  }
  const always = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) styledWith(key, always)

  const missing = new Map<string, Set<string>>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue
    const styled = styledWith(key, new Set(always))
    for (const name of classNames(readFileSync(path.join(dist, chunk.file), 'utf8'))) {
      const stylesheet = owners.get(name)
      if (!stylesheet || styled.has(name)) continue
      missing.set(stylesheet, (missing.get(stylesheet) ?? new Set()).add(key))
    }
  }
  return missing
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const missing = missingMantineStyles(path.join(root, 'dist'), path.join(root, 'node_modules'))
  if (missing.size > 0) {
    const lines = [...missing].map(([stylesheet, where]) => `  import '${stylesheet}' (used by ${[...where].join(', ')})`)
    console.error(
      `Mantine components without their styles. Add to src/components/theme/mantine-styles.css, in the order of @mantine/core/styles.css, or import beside the lazily loaded component that uses them:\n${lines.join('\n')}`,
    )
    process.exit(1)
  }
  console.log('mantine-styles-check: every Mantine component in the build has its styles')
}
