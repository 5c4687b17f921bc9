import { defineConfig } from 'vite'
import { alias, chunkModules } from './vite.config'

/**
 * The public careers pages (careers.html, src/careers-main.ts), built after the staff app into the
 * same dist/ as a second, separate build: none of their chunks is shared with the staff app, so
 * a visitor's phone loads only the careers script and stylesheet (`npm run bench:bundle`).
 * scripts/static-export.ts then writes the page to /careers/ and /careers/job/.
 */
export default defineConfig({
  resolve: { alias },
  build: {
    emptyOutDir: false,
    sourcemap: false,
    manifest: '.vite/careers-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'careers.html',
      output: { entryFileNames: 'assets/careers-[hash].js', assetFileNames: 'assets/careers-[hash][extname]' },
    },
  },
  plugins: [chunkModules('.vite/careers-chunk-modules.json')],
})
