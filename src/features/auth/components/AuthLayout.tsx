import { Box, Container, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** The frame of the sign-in pages: the product's mark above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" className="sd-auth-page">
      <Container size={460} px="md" py={{ base: 32, sm: 72 }}>
        <Group justify="center" gap="xs" mb="xl">
          <img src="/images/logo-mark.svg" alt="" width={36} height={36} />
          <Text component="span" fw={700} fz={24}>
            Staffdesk
          </Text>
        </Group>
        {children}
      </Container>
    </Box>
  )
}
