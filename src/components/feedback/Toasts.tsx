// Styles of the lazily loaded notifications, in Mantine's order (the rest: mantine-styles.css).
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'

/** Where `notify()` shows its toasts: loaded by the shell with the first one. */
export default function Toasts() {
  return <Notifications position="top-right" limit={3} />
}
