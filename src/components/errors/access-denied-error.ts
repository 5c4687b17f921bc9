/**
 * Thrown by a page guard (src/platform/session/page-access.ts); the route's error boundary shows
 * "Access denied" inside the shell. Kept beside the AccessDenied page so the entry script can
 * recognise it without carrying the guards, the menu or the permission tables.
 */
export class AccessDeniedError extends Error {
  constructor() {
    super('You do not have permission to open this page.')
    this.name = 'AccessDeniedError'
  }
}
