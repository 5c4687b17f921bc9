let leaving = false

// `pageshow` brings a page back from the back-forward cache.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true))
  window.addEventListener('pageshow', () => (leaving = false))
}

/**
 * Whether the page is being left (a reload, another address typed, a link out). The requests it
 * had in flight then fail as if the network had, though the server never answered: no caller
 * should act on that failure, least of all by signing the user out.
 *
 * Answered a task later: the browser fails those requests while it tells the page's `pagehide`
 * listeners, and a failure can reach its caller between two of them, before this module's has
 * run. A page that is torn down meanwhile never gets the answer, which is as well.
 */
export function isLeavingPage(): Promise<boolean> {
  return new Promise((resolve) => setTimeout(() => resolve(leaving)))
}
