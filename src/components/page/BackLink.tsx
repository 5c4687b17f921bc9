import { Anchor, Group, type AnchorProps } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'

function BackAnchor({ children, ...props }: AnchorProps & ComponentPropsWithRef<'a'>) {
  return (
    <Anchor component="a" size="sm" w="fit-content" {...props}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {children}
      </Group>
    </Anchor>
  )
}

/** A page's way back (the `back` of `Page`): an arrow and where it leads, as a typed router link. */
export const BackLink = createLink(BackAnchor)
