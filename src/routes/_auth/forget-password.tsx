import { Anchor } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { ForgetPasswordForm } from '@/features/auth/components/ForgetPasswordForm'

export const Route = createFileRoute('/_auth/forget-password')({
  head: () => pageHead('Reset your password'),
  component: () => (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/login/" fw={500}>
          Back to sign in
        </Anchor>
      }
    >
      <ForgetPasswordForm />
    </AuthCard>
  ),
})
