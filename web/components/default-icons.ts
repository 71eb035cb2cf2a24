import { Camera, Folder, Link2, ListTodo, MonitorSmartphone, ShieldCheck, SquareCode, type LucideIcon } from 'lucide-react'
import type { Icon } from '../../src/features/users/users.schema'

/** The built-in icons (spec: default icon keys), stored as iconUrl 'default:{key}' with iconProvider 'default'. */
export const DEFAULT_ICONS: Record<string, { label: string; glyph: LucideIcon }> = {
  folder: { label: 'Folder', glyph: Folder },
  link: { label: 'Link', glyph: Link2 },
  todo: { label: 'Todo', glyph: ListTodo },
  snippet: { label: 'Snippet', glyph: SquareCode },
  camera: { label: 'Camera', glyph: Camera },
  device: { label: 'Device', glyph: MonitorSmartphone },
  authenticator: { label: 'Authenticator', glyph: ShieldCheck },
}

export const defaultIcon = (key: string): Icon => ({ iconUrl: `default:${key}`, iconUrlLight: null, iconProvider: 'default', iconId: key })

/** The built-in glyph an icon reference names, if it names one. */
export function defaultGlyph(icon: Pick<Icon, 'iconUrl'> | null | undefined): LucideIcon | null {
  const url = icon?.iconUrl
  return url?.startsWith('default:') ? (DEFAULT_ICONS[url.slice(8)]?.glyph ?? null) : null
}
