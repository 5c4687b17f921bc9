import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// findBy… and waitFor wait for what the user would see long enough to hold on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

// jsdom lacks the browser APIs Mantine relies on (mantine.dev/guides/vitest).
const { getComputedStyle } = window
window.getComputedStyle = (element: Element) => getComputedStyle(element)
window.HTMLElement.prototype.scrollIntoView = () => {}
window.scrollTo = () => {}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
})

// Textarea's autosize listens for web fonts loading; jsdom has no FontFaceSet.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
})

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver

// Node's fetch Request rejects relative URLs; browsers resolve them against the page, and the
// API client relies on that (its base is `/backend/api/`).
const NodeRequest = globalThis.Request
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Test files
// share one module graph per worker (isolate: false), so the notification store, which lives in
// a module, is emptied too: a notice left by one test would otherwise queue behind the limit in the next.
afterEach(() => {
  cleanup()
  notifications.clean()
  notifications.cleanQueue()
})
