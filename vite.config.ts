import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
}

/**
 * Mantine components that the sign-in pages and the signed-in shells both use (inputs, icon and
 * close buttons, paper, alert), kept in one file instead of seven small ones. Container and Anchor
 * stay out: the careers pages need only those two.
 */
const sharedControls =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|CloseButton|ActionIcon|Paper|Alert)[\\/]/

export default defineConfig({
  // The router plugin reads tsr.config.json and must run before React's plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // All the entry needs at start (React, router, Query, Mantine's core, the theme, the
            // route tree) ships as the entry file itself instead of a dozen shared pieces: one
            // request, compressed as a whole. Route code is never in it (it is loaded lazily).
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'controls', test: sharedControls, priority: 1 },
          ],
        },
      },
    },
  },
})
