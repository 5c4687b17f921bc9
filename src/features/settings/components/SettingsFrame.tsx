import '@mantine/core/styles/Tabs.css'
import { Tabs } from '@mantine/core'
import { IconAdjustments, IconListCheck, IconHistory, IconShieldLock } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from '@/components/page/Page'

/** Settings' tabs, each its own address, so a link (or the back button) opens the one meant. */
export const SETTINGS_TABS = [
  { value: '/settings/', label: 'General', icon: IconAdjustments },
  { value: '/settings/offer-approvals/', label: 'Offer approvals', icon: IconListCheck },
  { value: '/settings/privacy/', label: 'Privacy', icon: IconShieldLock },
  { value: '/settings/audit-log/', label: 'Audit log', icon: IconHistory },
] as const

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value']

/** A settings page under its tabs: every tab is a page of one "Settings" (settings.allow, as the menu entry). */
export function SettingsFrame({ tab, children }: { tab: SettingsTab; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <Page title="Settings">
      <Tabs value={tab} onChange={(next) => next && next !== tab && void navigate({ to: next })} keepMounted={false}>
        <Tabs.List mb="lg">
          {SETTINGS_TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>{children}</Tabs.Panel>
      </Tabs>
    </Page>
  )
}
