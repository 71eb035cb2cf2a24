// Pure data the server and the web share about live-app config fields and cards.

/** Field types whose values are secrets: sealed at rest, never sent back to the browser. */
export const SECRET_FIELD_TYPES: readonly string[] = ['password']

/** Spec 1 §9: at most 6 datapoints on a card, 6 rows in its detail view. */
export const MAX_DATAPOINTS = 6
export const TOO_MANY_DATAPOINTS = 'You can select a maximum of 6 datapoints.'

/** Spec 1 §9: a card refreshes every 60 s unless its link says otherwise (at least 1). */
const DEFAULT_REFRESH_SECONDS = 60
/** Spec 1 §9: the detail view stays 15 s; the detail button shows below 286 px of card width. */
export const DETAIL_VIEW_MS = 15_000
export const DETAIL_BUTTON_BELOW_PX = 286

/** The refresh interval a card uses: the link's own if at least 1, else the app's, else 60 s. */
export function refreshSeconds(linkSeconds: number | null | undefined, appSeconds: number | null | undefined): number {
  if (linkSeconds && linkSeconds >= 1) return linkSeconds
  if (appSeconds && appSeconds >= 1) return appSeconds
  return DEFAULT_REFRESH_SECONDS
}

/** The shelves of the link form's app picker and of docs/integrations.md, in their order: every built-in app is on one. */
export const APP_CATEGORIES = {
  media: 'Media and requests',
  downloads: '*arr and downloads',
  network: 'Network, DNS and proxies',
  servers: 'Servers and storage',
  monitoring: 'Monitoring',
  home: 'Home automation',
  productivity: 'Apps and productivity',
  finance: 'Finance',
  generic: 'Generic',
} as const
export type AppCategory = keyof typeof APP_CATEGORIES
