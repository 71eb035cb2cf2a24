import { useState } from 'react'
import type { Icon } from '../../src/core/input'
import { kindOf, type ListingType } from '../../src/definitions/listing-kinds'
import { defaultIcon, type DefaultIconKey } from '../../src/features/icons/icons.defaults'
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

/** An icon field's state: a new item shows its kind's default icon until one is picked or loaded. */
export function useIconState(key: DefaultIconKey, startWithDefault: boolean) {
  const fallback = useDefaultIcon(key)
  const [chosen, setChosen] = useState<Icon | null>(null)
  return [chosen ?? (startWithDefault ? fallback : null), setChosen] as const
}
