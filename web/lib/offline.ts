// The offline notice: the service worker (assets/public/sw.js) says when the dashboard on screen came from its copy
// because the server did not answer, and when the server answers again.
import { useSyncExternalStore } from 'react'

/** When the copy on screen was taken; null while the server answers. */
let keptAt: string | null = null
const listeners = new Set<() => void>()

/** At start, before the first dashboard answer can land. */
export function listenForOffline() {
  navigator.serviceWorker?.addEventListener('message', (event) => {
    const type = event.data?.type
    if (type !== 'foyer-offline' && type !== 'foyer-online') return
    keptAt = type === 'foyer-offline' ? String(event.data.keptAt ?? '') : null
    for (const listener of listeners) listener()
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The time of the data shown while the server is unreachable ('' when unknown), or null while it answers. */
export const useOfflineSince = () => useSyncExternalStore(subscribe, () => keptAt)

/** Signed out or the session ended: the worker's copy of that session's dashboard goes. */
export function forgetKeptData() {
  if (!('caches' in window)) return
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith('foyer-data-')).map((name) => caches.delete(name))))
    .catch(() => undefined)
}
