import type { GeneralSettings } from '../../../src/features/settings/settings.schema'
import { api } from '../../lib/api-client'

export type { GeneralSettings }

export const fetchSettings = () => api<GeneralSettings>('GET', '/settings', { central: false })
export const saveSettings = (settings: GeneralSettings) => api<string>('POST', '/settings', { body: settings, central: false })
