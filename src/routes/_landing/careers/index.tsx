import { Container } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page/Page'
import { pageHead } from '@/components/page/page-head'

export const Route = createFileRoute('/_landing/careers/')({
  head: () => pageHead('Careers'),
  component: () => (
    <Container size="lg" py="xl">
      <Page title="Careers" />
    </Container>
  ),
})
