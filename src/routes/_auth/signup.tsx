import { Anchor } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { SignupForm } from '@/features/auth/components/SignupForm'
import { useSignIn } from '@/platform/session/api/start-session'

export const Route = createFileRoute('/_auth/signup')({
  head: () => pageHead('Create your account'),
  component: SignupPage,
})

function SignupPage() {
  const signIn = useSignIn()
  return (
    <AuthCard
      title="Create your company account"
      description="You become the owner of your company's Staffdesk and can invite your team later."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login/" fw={500}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SignupForm onSignedUp={signIn} />
    </AuthCard>
  )
}
