import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_content/')({
  component: () => <h1>Home</h1>,
})
