// Foyer's service worker: shows a Web Push as a system notification (even with no tab open), tells open tabs so
// their bell and list refresh, and opens /notifications when the notification is clicked.
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
