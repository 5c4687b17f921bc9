import { Alert, Anchor, Group } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { SetNewPasswordForm } from '@/features/auth/components/SetNewPasswordForm'
import { resetTokenSchema } from '@/features/auth/schemas'
import { startSession } from '@/platform/session/api/start-session'

export const Route = createFileRoute('/_auth/set-new-password')({
  // Only the type is settled here: search validators load with the app's first script, so the
  // zod check of the token runs in the page's own chunk below.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  head: () => pageHead('Choose a new password'),
  component: SetNewPasswordPage,
})

function SetNewPasswordPage() {
  const search = Route.useSearch()
  const token = resetTokenSchema.safeParse(search.token).data
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Group justify="center" gap="lg">
          <Anchor component={Link} to="/login/" fw={500}>
            Back to sign in
          </Anchor>
          <Anchor component={Link} to="/forget-password/" fw={500}>
            Request a new link
          </Anchor>
        </Group>
      }
    >
      {token ? (
        <SetNewPasswordForm
          token={token}
          onPasswordSet={async ({ message: _message, ...session }) => {
            // Signed in with the password just chosen: straight in, welcomed by the company's name.
            startSession(queryClient, session)
            await navigate({ to: '/', state: { joined: true } })
          }}
        />
      ) : (
        <Alert color="red" variant="light" title="This link is incomplete">
          Open the link from your email again, or request a new one below.
        </Alert>
      )}
    </AuthCard>
  )
}
