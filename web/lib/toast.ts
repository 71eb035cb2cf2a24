import type { ExternalToast } from 'sonner'

type Kind = 'success' | 'error' | 'warning'
type Show = (kind: Kind, message: string, opts: ExternalToast) => void

// Sonner and its toaster load with the first toast: no first screen shows one, so they stay off its critical path.
let ready: Promise<Show> | null = null
const toaster = () => (ready ??= import('./toaster').then((m) => m.mountToaster()))

// The message doubles as the toast id, so the same message never stacks twice.
const show = (kind: Kind) => (message: string) => void toaster().then((toast) => toast(kind, message, { id: message }))

export const notify = { success: show('success'), error: show('error'), warning: show('warning') }
