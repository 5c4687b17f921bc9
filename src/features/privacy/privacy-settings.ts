import type { Settings } from '@/features/settings/api/settings'

/** Settings' consent fields (contract 19's extension of section 9): the careers form's consent line and its version. */
export interface ConsentSettings {
  consent_text: string
  consent_version: number
}

/** The consent fields of the settings answer; before a server sends them, an empty text at version 0. */
export function consentSettings(settings: Settings): ConsentSettings {
  const fields = settings as Settings & Partial<ConsentSettings>
  return { consent_text: fields.consent_text ?? '', consent_version: fields.consent_version ?? 0 }
}
