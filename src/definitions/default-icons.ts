import { KIND_NAMES, LISTING_KINDS } from './listing-kinds'

type KindIcon = (typeof LISTING_KINDS)[keyof typeof LISTING_KINDS]['icon']

/**
 * Default icon of each kind of item (spec 1 §3 "default icon keys: folder, link, todo, snippet, camera, device,
 * authenticator"), as Tabler icon ids: the listing kinds' from their definitions, then the rest. Pure data: the input
 * policy (core/input.ts), the icons feature and the web all read it.
 */
export const DEFAULT_ICON_IDS = {
  ...(Object.fromEntries(KIND_NAMES.map((kind) => [LISTING_KINDS[kind].icon.key, LISTING_KINDS[kind].icon.tabler])) as {
    [I in KindIcon as I['key']]: I['tabler']
  }),
  device: 'device-desktop',
  authenticator: 'shield-lock',
} as const

export type DefaultIconKey = keyof typeof DEFAULT_ICON_IDS

export const DEFAULT_ICON_KEYS = Object.keys(DEFAULT_ICON_IDS) as DefaultIconKey[]

/** A stored iconUrl that names a default icon rather than an address (how the spec's clients store their defaults). */
export const isDefaultIconKey = (iconUrl: string | null | undefined): iconUrl is DefaultIconKey => Object.hasOwn(DEFAULT_ICON_IDS, iconUrl ?? '')
