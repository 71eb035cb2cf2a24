// Foyer's service worker, one for both jobs:
// 1. The app shell, so Foyer opens at once and, with the server unreachable, still shows its screen with the data it
//    last had and an offline notice. The build writes SHELL (index.html and the files the first screens load) below;
//    the page registers /sw.js?build=<hash of the whole web bundle>, so a new build's page installs a new worker at
//    once, whose activation deletes the old caches.
//    Cached: the page (the same index.html for every path, with its Content-Security-Policy header), the hashed
//    bundle files (their names change with their content), the icons. Never an /api/ answer, except the dashboard's,
//    which holds only what the home shows (names, addresses, no secret: TOTP codes come only from their stream) and
//    is kept per session, given only to a page load of that session while the server is away, and deleted at sign-out.
// 2. Web Push: shows a push as a system notification (even with no tab open), tells open tabs so their bell and list
//    refresh, and opens /notifications when the notification is clicked.
const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev'
const SHELL = ['/index.html']
const SHELL_CACHE = `foyer-shell-${BUILD}`
const DATA_CACHE = `foyer-data-${BUILD}`
/** Past this the page comes from the cache: a server that is off the network may not refuse, only never answer. */
const NAVIGATION_WAIT_MS = 4000

self.addEventListener('install', (event) => {
  // A new build takes over at once (no tab waits on the old one): the next load gets the new shell.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('foyer-') && name !== SHELL_CACHE && name !== DATA_CACHE) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

/** The page's own tab: told when what it shows came from the cache, and when the server answers again. */
async function tell(clientId, message) {
  const client = clientId && (await self.clients.get(clientId))
  client?.postMessage(message)
}

/** Fresh from the server when it answers; the copy kept when it does not (or does not in time). */
async function page(request) {
  const cache = await caches.open(SHELL_CACHE)
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_WAIT_MS) })
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) await cache.put('/index.html', response.clone())
    return response
  } catch (error) {
    const kept = await cache.match('/index.html')
    if (kept) return kept
    throw error
  }
}

/** Hashed files never change: the kept copy, else the server's, kept for next time. */
async function bundleFile(request) {
  const cache = await caches.open(SHELL_CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

/** Fixed names (favicon, app icons): revalidated as usual, the kept copy only when the server does not answer. */
async function fixedFile(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const kept = await caches.match(request, { cacheName: SHELL_CACHE })
    if (kept) return kept
    throw error
  }
}

/** The session's own key: a kept dashboard is never given to another session. */
async function sessionKey(request) {
  const auth = request.headers.get('authorization')
  if (!auth) return null
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth)))
  return `/api/v1/dashboard?session=${Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The dashboard: the server's answer, kept. With the server unreachable, a page load (index.html's early request) gets
 * the kept one and an offline notice; a later check fails as before, so an open screen keeps its own recovery.
 */
async function dashboard(event) {
  const key = await sessionKey(event.request)
  const cache = await caches.open(DATA_CACHE)
  try {
    const response = await fetch(event.request)
    if (key && response.ok) {
      await cache.put(key, new Response(await response.clone().blob(), { headers: { 'content-type': 'application/json', 'x-foyer-kept-at': new Date().toISOString() } }))
      await tell(event.clientId, { type: 'foyer-online' })
    }
    return response
  } catch (error) {
    const kept = key && event.request.headers.has('x-foyer-page-load') && (await cache.match(key))
    if (!kept) throw error
    await tell(event.clientId, { type: 'foyer-offline', keptAt: kept.headers.get('x-foyer-kept-at') })
    return kept
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api')) event.respondWith(page(request))
  else if (url.pathname.startsWith('/assets/')) event.respondWith(bundleFile(request))
  else if (url.pathname === '/api/v1/dashboard') event.respondWith(dashboard(event))
  else if (SHELL.includes(url.pathname)) event.respondWith(fixedFile(request))
})

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(data.title || 'Foyer', {
        body: data.body || '',
        icon: '/favicon.svg',
        tag: data.notificationId ? `foyer-${data.notificationId}` : undefined,
        data: { url: '/notifications' },
      })
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      for (const tab of tabs) tab.postMessage({ type: 'foyer-push', notificationId: data.notificationId ?? null })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const tab = tabs.find((t) => 'focus' in t)
      if (!tab) return self.clients.openWindow('/notifications')
      await tab.navigate('/notifications').catch(() => undefined)
      return tab.focus()
    })(),
  )
})
