import { Anchor, Button, Menu, type AnchorProps, type ButtonProps, type MenuItemProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'

/**
 * Mantine's anchor, button and menu item as router links whose `to` and `search` are checked
 * against the route tree (`component={Link}` loses the types of `search`).
 */

function AnchorBase(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor component="a" {...props} />
}

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />
}

function MenuItemBase(props: MenuItemProps & ComponentPropsWithRef<'a'>) {
  return <Menu.Item component="a" {...props} />
}

export const AnchorLink = createLink(AnchorBase)
export const ButtonLink = createLink(ButtonBase)
export const MenuItemLink = createLink(MenuItemBase)
