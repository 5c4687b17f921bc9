import { createFileRoute, redirect } from '@tanstack/react-router'

/** /subscription/ itself has no page of its own: plans live at /subscription/pricing/. */
export const Route = createFileRoute('/_subscription/subscription/')({
  beforeLoad: () => {
    throw redirect({ to: '/subscription/pricing/' })
  },
})
