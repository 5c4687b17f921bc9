import { useSyncExternalStore } from 'react'
import type { NotificationData } from '@mantine/notifications'

/**
 * Toast notifications ("Job published") for any page of the signed-in shell. Mantine's
 * notifications load with the first one, so pages that never notify do not pay for them.
 */

let requested = false
const listeners = new Set<() => void>()

export function notify(notification: NotificationData): void {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification))
}

/** Whether any page has notified yet: the shell then mounts the notifications' container. */
export function useNotificationsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
  )
}
