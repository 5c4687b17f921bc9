import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  test: {
    // Vitest leaves a core idle by default; on the 2-core CI machine that doubles the run.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Files share a worker's modules and jsdom instead of loading Mantine and React afresh for
          // each (a third of the time); src/test/setup.ts resets what tests leave behind, and
          // module mocks (vi.mock) are not used here, since they would leak into later files.
          isolate: false,
          // Rendering and typing take longer on a busy machine; a passing test never waits it out.
          testTimeout: 45_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.isolated.test.ts', 'server/**/*.unit.test.ts'],
          environment: 'node',
          // Migrates one template database per run; each test file starts from a copy.
          globalSetup: ['./server/test/global-setup.ts'],
          // Files share a worker's modules (each still gets its own database): loading the API's
          // modules afresh for every file took half of the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Self-scheduling slots must not follow the server process's zone: their file runs again under two others.
      ...[
        { name: 'server-tz-new-york', TZ: 'America/New_York' },
        { name: 'server-tz-kolkata', TZ: 'Asia/Kolkata' },
      ].map(({ name, TZ }) => ({
        extends: true as const,
        test: {
          name,
          include: ['server/modules/interviews/scheduling.test.ts'],
          environment: 'node',
          env: { TZ },
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        extends: true,
        test: {
          // Server tests that open no database (parsers, the worker pool, mailers) run once, not again
          // on PostgreSQL. With no template provided, a file here that opens one fails at once.
          name: 'server-unit',
          include: ['server/**/*.unit.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (vi.mock) need a module graph of their own.
          name: 'server-isolated',
          include: ['server/**/*.isolated.test.ts'],
          environment: 'node',
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
