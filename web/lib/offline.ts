// The offline notice: the service worker (assets/public/sw.js) says when the dashboard on screen came from its copy
// because the server did not answer, and when the server answers again.
import { create } from 'zustand'

/** When the copy on screen was taken ('' when unknown); null while the server answers. */
export const useOfflineSince = create<{ keptAt: string | null }>(() => ({ keptAt: null }))

/** At start, before the first dashboard answer can land. */
export function listenForOffline() {
  navigator.serviceWorker?.addEventListener('message', ({ data }) => {
    if (data?.type === 'foyer-offline') useOfflineSince.setState({ keptAt: String(data.keptAt ?? '') })
    if (data?.type === 'foyer-online') useOfflineSince.setState({ keptAt: null })
  })
}

/** Signed out or the session ended: the worker's copy of that session's dashboard goes. */
export function forgetKeptData() {
  if (!('caches' in window)) return
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith('foyer-data-')).map((name) => caches.delete(name))))
    .catch(() => undefined)
}
