import type { AccessMap } from '../permissions'

/** Company settings and the subscription (contract sections 2, 5 and 9). */
export const SETTINGS_ACCESS = {
  manage: ['settings.allow'],
} as const satisfies AccessMap
