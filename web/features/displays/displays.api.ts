import type { Display, DisplayBody, DisplaySettings } from '../../../src/features/displays/displays.schema'
import { api } from '../../lib/api-client'

export type { Display, DisplayBody, DisplaySettings }

/** Every call about wall displays: the owner's list, add, edit and revoke, and the kiosk's own configuration. */
export const displaysApi = {
  list: (signal?: AbortSignal) => api<Display[]>('GET', '/displays', { signal }),
  create: (body: DisplayBody) => api<{ id: number; token: string; url: string }>('POST', '/displays', { body, central: false }),
  /** Changes a display's settings; its token and address stay. */
  update: (id: number, body: DisplayBody) => api<Display>('POST', `/displays/${id}`, { body, central: false }),
  remove: (id: number) => api<string>('GET', `/displays/delete/${id}`, { central: false }),
  /** The kiosk's background call: a passing failure throws quietly and the page keeps its screen. */
  me: (signal?: AbortSignal) => api<DisplaySettings>('GET', '/displays/me', { central: false, quiet: true, signal }),
}
