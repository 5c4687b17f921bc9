import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
}

export default defineConfig({
  // The router plugin reads tsr.config.json and must run before React's plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/backend/api': 'http://127.0.0.1:3000' },
  },
  build: { sourcemap: false },
})
