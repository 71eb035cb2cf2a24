import { useState } from 'react'
import type { Icon } from '../../src/core/input'
import { kindOf, type ListingType } from '../../src/definitions/listing-kinds'
import { isDefaultIconKey, type DefaultIconKey } from '../../src/definitions/default-icons'
import { defaultIcon } from '../../src/features/icons/icons.defaults'
import { useDashboard } from '../stores/dashboard.store'

/** The default icon of a kind of item (folder, link, todo, ...), from the embedded Tabler set the server lists. */
export function useDefaultIcon(key: DefaultIconKey): Icon | null {
  const version = useTablerVersion()
  return version ? defaultIcon(key, version) : null
}

const useTablerVersion = () => useDashboard((s) => s.data?.iconPacks.find((p) => p.id === 'tabler')?.version)

/** The icon a listing shows when it has none of its own (a stream has no icon field): its kind's default. */
export function useKindIcon(): (type: ListingType) => Icon | null {
  const version = useTablerVersion()
  return (type) => (version ? defaultIcon(kindOf(type).icon.key as DefaultIconKey, version) : null)
}

/** The icon to draw: a stored default key ({ iconUrl: 'folder' }, as the spec's clients save it) becomes that key's Tabler icon. */
export function useDrawnIcon<I extends Pick<Icon, 'iconUrl' | 'iconUrlLight'>>(
  icon: I | null | undefined,
): Pick<Icon, 'iconUrl' | 'iconUrlLight'> | null | undefined {
  const version = useTablerVersion()
  if (!isDefaultIconKey(icon?.iconUrl)) return icon
  return version ? defaultIcon(icon.iconUrl, version) : null
}

/** An icon field's state: a new item shows its kind's default icon until one is picked or loaded. */
export function useIconState(key: DefaultIconKey, startWithDefault: boolean) {
  const fallback = useDefaultIcon(key)
  const [chosen, setChosen] = useState<Icon | null>(null)
  return [chosen ?? (startWithDefault ? fallback : null), setChosen] as const
}
