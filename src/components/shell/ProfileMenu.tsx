import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useCan, useSession } from '@/platform/session/api/use-session'
import { useLogout } from '@/platform/session/api/logout'
import classes from './Shell.module.css'

/**
 * The profile menu (spec 2, contract 4): its button shows the user's name. My account, and
 * Settings with settings.allow, only where the content layout's pages open (`withContentPages`:
 * the shell with the sidebar, not the subscription pages); Log Out always.
 */
export function ProfileMenu({ withContentPages }: { withContentPages: boolean }) {
  const user = useSession()?.user
  const canOpenSettings = useCan(['settings.allow'])
  const logout = useLogout()
  const name = user?.name ?? ''

  return (
    // No focus placeholder: ARIA allows only menu items inside a menu.
    <Menu position="bottom-end" width={220} shadow="md" radius="md" offset={6} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.profileButton}>
          <Avatar name={name} color="initials" size={32} radius="xl" aria-hidden />
          <span className={classes.profileName}>{name}</span>
          <IconChevronDown size={14} stroke={2} className={classes.profileChevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {withContentPages && (
          <Menu.Item component={Link} to="/account/" leftSection={<IconUserCircle size={16} stroke={1.7} aria-hidden />}>
            My account
          </Menu.Item>
        )}
        {withContentPages && canOpenSettings && (
          <Menu.Item component={Link} to="/settings/" leftSection={<IconSettings size={16} stroke={1.7} aria-hidden />}>
            Settings
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} stroke={1.7} aria-hidden />} onClick={() => void logout()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
