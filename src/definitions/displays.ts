// What a wall display can show and how it looks: pure data the server (route marks, checks) and the web (form, kiosk) share.

/** The kinds of view a display shows; a route a display may read names the kinds that need it (x-foyer-display). */
export const DISPLAY_VIEWS = ['home', 'folder', 'todo', 'page', 'streams'] as const
export type DisplayViewKind = (typeof DISPLAY_VIEWS)[number]

/** One step of a display: what it shows, and for a folder, todo list or page which one. */
export interface DisplayViewRef {
  kind: DisplayViewKind
  id?: number
}

/** Views that show one listing or page name it by id; home and the stream hub need none. */
export const VIEW_NEEDS_ID: Record<DisplayViewKind, boolean> = { home: false, folder: true, todo: true, page: true, streams: false }

// 'default' keeps the owner's density.
export const DISPLAY_DENSITIES = ['default', 'compact', 'normal', 'comfort', 'wall'] as const
export const NIGHT_MODES = ['off', 'dim', 'dark'] as const

/** At most this many views rotate on one display, at least this many seconds apart. */
export const MAX_VIEWS = 8
export const MIN_ROTATE_SECONDS = 10

/** A display token's kiosk address on this server. */
export const kioskPath = (token: string) => `/kiosk/${token}`
