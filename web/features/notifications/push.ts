// The browser side of Web Push: Foyer's service worker, the subscription sent to the server after login, and the
// foreground event that refreshes the bell and the list when a push lands.
import { BUILD_META } from '../../lib/build-meta'
import { fetchPushSettings, removePushSubscription, savePushSubscription } from './notifications.api'

const WORKER = '/sw.js'
/** Asked once per browser: a refusal is not asked again on every login. */
const ASKED = 'foyer-push-asked'
/** Dispatched on window when a push arrives while a tab is open. */
export const PUSH_EVENT = 'foyer-push'

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** At start, at once: the worker's messages become PUSH_EVENT, also those of a worker an earlier load registered. */
export function listenForPushes() {
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (event.data?.type === 'foyer-push') window.dispatchEvent(new CustomEvent(PUSH_EVENT))
  })
}

/**
 * Once the page is idle: old workers (another path, an older app) go, and Foyer's is registered for this page's build:
 * after an upgrade the first load registers the new build's worker, which replaces the old shell (assets/public/sw.js).
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const script = registration.active?.scriptURL
    if (!script || new URL(script).pathname !== WORKER) await registration.unregister()
  }
  const build = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content ?? 'dev'
  await navigator.serviceWorker.register(`${WORKER}?build=${encodeURIComponent(build)}`)
}

/** The applicationServerKey from the VAPID public key (base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(raw, (c) => c.charCodeAt(0))
}

/** After login: asks for permission once and sends this browser's subscription to the server. */
async function subscribeToPush() {
  if (!supported() || Notification.permission === 'denied') return
  if (Notification.permission === 'default' && localStorage.getItem(ASKED)) return
  const settings = await fetchPushSettings()
  if (!settings.enableNotifications) return
  if (Notification.permission === 'default') {
    localStorage.setItem(ASKED, '1')
    if ((await Notification.requestPermission()) !== 'granted') return
  }
  const registration = await navigator.serviceWorker.ready
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings.vapidKey) }))
  await savePushSubscription(subscription.toJSON())
}

/** Spec 1 §9: a failed subscription is tried again 3 s later. */
const PUSH_RETRY_MS = 3_000
// At most this many tries: a kiosk with no way to the browser's push service stops asking after a few.
const PUSH_TRIES = 5

/** `subscribe` after delayMs, and again retryMs after each failure; returns the function that stops it. */
export function subscribeWithRetry(delayMs: number, subscribe = subscribeToPush, retryMs = PUSH_RETRY_MS, tries = PUSH_TRIES): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = (left: number) =>
    void subscribe().catch(() => {
      if (!stopped && left > 1) timer = setTimeout(() => attempt(left - 1), retryMs)
    })
  timer = setTimeout(() => attempt(tries), delayMs)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** At logout: this browser stops receiving the user's pushes (on the server and at the push service). */
export async function unsubscribeFromPush() {
  if (!supported()) return
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription) return
  await removePushSubscription(subscription.endpoint).catch(() => undefined)
  await subscription.unsubscribe()
}
