/**
 * Vite plugin: fails the build when a Mantine component in the bundle has no styles where it
 * runs. The app imports Mantine's per-component stylesheets one by one (see
 * src/components/theme/mantine-styles.css) rather than all 250 kB of them, so a newly used
 * component would otherwise render unstyled without anyone noticing.
 *
 * Mantine's compiled components refer to their CSS classes by fixed names (`m_8a5d1357`). Each
 * chunk's class names must appear in CSS that is loaded whenever the chunk runs: the entry's
 * stylesheets, or those of the chunk and of the chunks it imports (Vite loads them together).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

const CLASS_NAME = /\bm_[0-9a-f]{5,8}\b/g

/** Mantine class name → the stylesheet to import for it. */
function mantineStylesheets(nodeModules: string): Map<string, string> {
  const owners = new Map<string, string>()
  const add = (file: string, importPath: string) => {
    for (const [name] of readFileSync(file, 'utf8').matchAll(CLASS_NAME)) if (!owners.has(name)) owners.set(name, importPath)
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

function classNames(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(CLASS_NAME), ([name]) => name))
}

export function mantineStylesCheck(): Plugin {
  let root = ''
  return {
    name: 'staffdesk:mantine-styles-check',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const owners = mantineStylesheets(path.join(root, 'node_modules'))
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      const cssClasses = new Map<string, Set<string>>()
      const stylesheetClasses = (fileName: string) => {
        let names = cssClasses.get(fileName)
        if (!names) {
          const asset = bundle[fileName]
          names = classNames(asset?.type === 'asset' ? String(asset.source) : '')
          cssClasses.set(fileName, names)
        }
        return names
      }
      /** Class names styled by the CSS Vite loads with a chunk: its own and its static imports'. */
      const styledWith = (chunk: Rolldown.OutputChunk, into = new Set<string>(), seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return into
        seen.add(chunk.fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) for (const name of stylesheetClasses(css)) into.add(name)
        for (const imported of chunk.imports) {
          const child = bundle[imported]
          if (child?.type === 'chunk') styledWith(child, into, seen)
        }
        return into
      }
      const always = new Set<string>()
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) styledWith(entry, always)

      const missing = new Map<string, Set<string>>()
      for (const chunk of chunks) {
        const styled = styledWith(chunk, new Set(always))
        for (const name of classNames(chunk.code)) {
          const stylesheet = owners.get(name)
          if (!stylesheet || styled.has(name)) continue
          const where = missing.get(stylesheet) ?? new Set<string>()
          where.add(chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId) : chunk.fileName)
          missing.set(stylesheet, where)
        }
      }
      if (missing.size > 0) {
        const lines = [...missing].map(([stylesheet, where]) => `  import '${stylesheet}' (used by ${[...where].join(', ')})`)
        this.error(
          `Mantine components without their styles. Add to src/components/theme/mantine-styles.css, in the order of @mantine/core/styles.css, or import beside the lazily loaded component that uses them:\n${lines.join('\n')}`,
        )
      }
    },
  }
}
