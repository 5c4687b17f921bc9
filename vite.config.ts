import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
}

/**
 * Mantine components that the sign-in pages, the signed-in shells and the careers pages all use
 * (inputs, icon and close buttons, paper, alert), kept in one file instead of seven small ones.
 * PasswordInput stays out (the careers pages would carry it for nothing), as do Container and
 * Anchor.
 */
const sharedControls = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|CloseButton|ActionIcon|Paper|Alert)[\\/]/

/**
 * The sign-in page's own code (its layout, card, form and call): one chunk, where the route's
 * component and each part of it were a chunk each. On a phone's connection every request costs
 * a round trip, and with six at a time over HTTP/1.1 the page's sixteen pieces of a few hundred
 * bytes made it wait three round trips for its code before its first paint.
 */
const signInPage = /[\\/]src[\\/](routes[\\/]_auth(\.tsx|[\\/]login\.tsx)|features[\\/]auth[\\/](components[\\/](AuthLayout|AuthCard|LoginForm)\.|api[\\/]login\.))/

/**
 * What the sign-in page shares with the pages signed in (the API client, the session's calls,
 * form errors, the password field): one chunk too, holding no page's code, so
 * a page that loads it fetches no other route's code before that route is visited.
 */
const formsAndSession =
  /[\\/]src[\\/](lib[\\/](api-base|api-client|form-errors)\.|platform[\\/]session[\\/]api[\\/](current-user|start-session)\.|components[\\/](feedback[\\/]FormError|form[\\/]PasswordField)\.)/

/**
 * Writes `.vite/chunk-modules.json` beside the manifest: each chunk's own source files
 * (`src/…`, `common/…`) and packages (`npm:@mantine/core`), so `npm run bench:bundle` can tell
 * which code a page really loads (the public careers pages must load no staff code).
 */
export function chunkModules(fileName = '.vite/chunk-modules.json'): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url))
  const name = (id: string) => {
    const file = id.split('?')[0] ?? id
    const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file)?.[1]
    return pkg ? `npm:${pkg.replace(/\\/g, '/')}` : path.relative(root, file).split(path.sep).join('/')
  }
  return {
    name: 'staffdesk-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunks[chunk.fileName] = [...new Set(Object.keys(chunk.modules).map(name))].sort()
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(chunks) })
    },
  }
}

/**
 * The public careers pages are their own page, careers.html, built apart (vite.careers.config.ts)
 * so they share no chunk with the staff app. In development this server hands it every address
 * under /careers/, as the product's server and the static export do.
 */
function careersPages(): Plugin {
  return {
    name: 'staffdesk-careers-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/careers(\/|\?|$)/.test(request.url)) request.url = `/careers.html${request.url.replace(/^[^?]*/, '')}`
        next()
      })
    },
  }
}

export default defineConfig({
  // The router plugin reads tsr.config.json and must run before React's plugin. A route's loader
  // ships with its page, not in the entry: list loaders parse the URL with zod, and every loader
  // names its page's queries.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's loader travels with its component; a layout's pending spinner stays in the entry, which paints it before any chunk arrives.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    chunkModules(),
    careersPages(),
  ],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/backend/api': 'http://127.0.0.1:3000' },
  },
  build: {
    sourcemap: false,
    // Read by the build's later steps: scripts/mantine-styles-check.ts, and scripts/static-export.ts
    // to preload each page's own route chunks.
    manifest: true,
    // The polyfill for <link rel="modulepreload"> would only add weight to the entry: browsers
    // without it (Safari before 17) merely fetch route chunks later.
    modulePreload: {
      polyfill: false,
      // Each route's chunk list would ride in the entry, which every page (the sign-in page
      // first) downloads: about 1,600 names for 45 routes. The router fetches a route's chunk
      // when a link is hovered or focused (defaultPreload: 'intent'), and a first visit gets the
      // page's whole closure as <link rel=modulepreload> from the static export, so the entry's
      // imports go without lists; chunks that load others lazily (the board's drag and drop) keep theirs.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith('assets/index-') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The entry lists every route chunk's files for preloading, so long names cost every
        // page's first load: chunks are named by their hash alone.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // All the entry needs at start (React, router, Query, Mantine's core, the theme, the
            // route tree) ships as the entry file itself instead of a dozen shared pieces: one
            // request, compressed as a whole. Route code is never in it (it is loaded lazily).
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'controls', test: sharedControls, priority: 1 },
            { name: 'forms', test: formsAndSession, priority: 1 },
            { name: 'sign-in', test: signInPage, priority: 0 },
          ],
        },
      },
    },
  },
})
