import type { GeneralSettings } from '../../../src/features/settings/settings.schema'
import type { UiMode } from '../../../src/features/users/users.schema'
import { api } from '../../lib/api-client'

export type { GeneralSettings }

export const fetchSettings = (signal?: AbortSignal) => api<GeneralSettings>('GET', '/settings', { central: false, signal })
/** The signed-in user's own appearance choices (header menu, Theme screen). */
export const saveDensity = (uiMode: UiMode) => api<string>('POST', '/settings/density', { body: { uiMode }, central: false })
export const saveTheme = (colorTheme: string) => api<string>('POST', '/settings/theme', { body: { colorTheme }, central: false })
export const saveSettings = (settings: GeneralSettings) => api<string>('POST', '/settings', { body: settings, central: false })
