import type { Notification, PushClientSettings, PushSettingsBody } from '../../../src/features/notifications/notifications.schema'
import { api } from '../../lib/api-client'

export type { Notification, PushSettingsBody }

const opts = { central: false } as const

/** quiet: a display's background check (no toast or page on a passing failure). */
export const fetchNotifications = (page: number, signal?: AbortSignal, quiet = false) =>
  api<{ notifications: Notification[]; pagination: { hasMore: boolean } }>('GET', `/notifications?page=${page}`, { ...opts, signal, quiet })
export const markRead = (id: number) => api<string>('GET', `/notifications/${id}/read`, opts)
export const deleteNotification = (id: number) => api<string>('GET', `/notifications/delete/${id}`, opts)
export const clearNotifications = () => api<string>('GET', '/notifications/delete', opts)

export const fetchPushSettings = (signal?: AbortSignal) => api<PushClientSettings>('GET', '/settings/firebase', { ...opts, signal })
export const savePushSettings = (body: PushSettingsBody) => api<string>('POST', '/settings/firebase', { ...opts, body })
/** This browser's push subscription, sent after login and withdrawn at logout. */
export const savePushSubscription = (token: PushSubscriptionJSON) => api<{ id: number }>('POST', '/notifications/fcm-token', { ...opts, body: { token } })
export const removePushSubscription = (endpoint: string) => api<string>('POST', '/notifications/fcm-token/unsubscribe', { ...opts, body: { endpoint } })
export const sendTestPush = () => api<{ id: number }>('POST', '/settings/firebase/test', opts)
