import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { isNormalizedError } from '@/lib/errors'
import { otherSessionsText } from '../account-form'
import { useSignOutOtherSessions } from '../api/account-mutations'

/** How many other browsers and devices are signed in as this user, and a way to sign them all out. */
export function OtherSessions({ count }: { count: number }) {
  const signOut = useSignOutOtherSessions()
  const [error, setError] = useState<string | null>(null)

  async function signOutOthers() {
    if (signOut.isPending) return
    setError(null)
    try {
      const { signed_out } = await signOut.mutateAsync()
      notify({
        color: 'teal',
        title: 'Other sessions signed out',
        message: signed_out === 1 ? '1 session was signed out.' : `${signed_out} sessions were signed out.`,
      })
    } catch (failure) {
      setError(isNormalizedError(failure) ? failure.message : 'The other sessions could not be signed out.')
    }
  }

  return (
    <Stack gap="md">
      <FormError message={error} />
      <Text fw={500}>{otherSessionsText(count)}</Text>
      <Group>
        <Button variant="default" onClick={() => void signOutOthers()} loading={signOut.isPending} disabled={count === 0}>
          Sign out other sessions
        </Button>
      </Group>
    </Stack>
  )
}
