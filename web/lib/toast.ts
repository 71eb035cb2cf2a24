import type { ExternalToast } from 'sonner'
import { loadOnce } from './load-once'

type Kind = 'success' | 'error' | 'warning'
type Show = (kind: Kind, message: string, opts: ExternalToast) => void

// Sonner and its toaster load with the first toast: no first screen shows one, so they stay off its critical path.
// A load that failed while the server restarted is tried again with the next toast (it used to fail for good).
const toaster = loadOnce((): Promise<Show> => import('./toaster').then((m) => m.mountToaster()))

// Spec 1: toasts last 5 s; spec 3 says 3 s in its area (settings, the notification centre, weather).
const SETTINGS_AREA = /^\/(manage|notifications|weather)(\/|$)/

/** How long a toast shown on `pathname` stays up. */
export const toastDuration = (pathname: string) => (SETTINGS_AREA.test(pathname) ? 3000 : 5000)

// The message doubles as the toast id, so the same message never stacks twice.
const show = (kind: Kind) => (message: string) =>
  void toaster().then((toast) => toast(kind, message, { id: message, duration: toastDuration(location.pathname) }))

export const notify = { success: show('success'), error: show('error'), warning: show('warning') }
