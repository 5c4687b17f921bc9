import { Anchor } from '@mantine/core'
import { createFileRoute, Link, useLocation } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { LoginForm } from '@/features/auth/components/LoginForm'
import { useSignIn } from '@/platform/session/api/start-session'

export const Route = createFileRoute('/_auth/login')({
  head: () => pageHead('Sign in'),
  component: LoginPage,
})

function LoginPage() {
  const signIn = useSignIn()
  const notice = useLocation({ select: (location) => location.state.notice })
  return (
    <AuthCard
      title="Sign in to Staffdesk"
      description="Welcome back. Sign in with your work email."
      footer={
        <>
          New to Staffdesk?{' '}
          <Anchor component={Link} to="/signup/" fw={500}>
            Sign up
          </Anchor>
        </>
      }
    >
      <LoginForm onSignedIn={signIn} notice={notice} />
    </AuthCard>
  )
}
