import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'

/**
 * Asks before a form with unsaved changes is left: in the app (a link, the back button) with a
 * dialog, and when the tab is closed or reloaded with the browser's own prompt. `when` is read
 * at the moment of leaving, so a form that has just been saved lets the user go.
 */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: when, enableBeforeUnload: when, withResolver: true })
  const blocked = blocker.status === 'blocked'
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Stack gap="md">
        <Text size="sm">Your changes on this page have not been saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
