import { t } from 'elysia'
import { Id, OneOf, Page, Text } from '../../core/input'
import { SAFE_URL_PATTERN } from '../../definitions/safe-url'

const TYPES = ['success', 'warning', 'info'] as const

/** A click target or app icon: an http(s) address or a path of this Foyer (never //host, which is another site). */
const ClickUrl = t.String({
  maxLength: 2048,
  pattern: SAFE_URL_PATTERN,
  error: 'clickUrl must be an http(s) address or a path of this Foyer (not //… or /\\…), without spaces, quotes, angle brackets or backslashes.',
})

export const PostBody = t.Object({
  title: Text(200, { min: 1 }),
  message: Text(4000, { min: 1 }),
  type: t.Optional(OneOf(TYPES)),
  appName: t.Optional(Text(100)),
  appIcon: t.Optional(ClickUrl),
  clickUrl: t.Optional(ClickUrl),
})
export type PostBody = typeof PostBody.static

export const Notification = t.Object({
  id: Id,
  type: OneOf(TYPES),
  title: t.String(),
  message: t.String(),
  appName: t.Nullable(t.String()),
  appIcon: t.Nullable(t.String()),
  clickUrl: t.Nullable(t.String()),
  read: t.Boolean(),
  createdAt: t.Integer(),
})
export type Notification = typeof Notification.static

export const NotificationPage = t.Object({ notifications: t.Array(Notification), pagination: t.Object({ hasMore: t.Boolean() }) })
export const PageQuery = t.Object({ page: t.Optional(Page) })

/** A browser's PushSubscription (spec's `token`), as an object or its JSON text. */
const Subscription = t.Object({
  endpoint: t.String({ maxLength: 2048 }),
  keys: t.Object({ p256dh: t.String({ maxLength: 200 }), auth: t.String({ maxLength: 100 }) }),
})
export type Subscription = typeof Subscription.static
export const SubscribeBody = t.Object({ token: t.Union([Subscription, Text(4096)]) })
export const UnsubscribeBody = t.Object({
  endpoint: t.Optional(t.String({ maxLength: 2048, description: 'This browser’s; without it every subscription of the caller ends' })),
})

/** Spec 3 "Firebase settings": the client fields, answered to every signed-in user; vapidKey is the public key. */
export const PushClientSettings = t.Object({
  enableNotifications: t.Boolean(),
  firebaseVapidKey: t.String({ description: 'The VAPID public key (applicationServerKey)' }),
  vapidKey: t.String(),
  firebaseApiKey: t.Literal(''),
  firebaseAuthDomain: t.Literal(''),
  firebaseProjectId: t.Literal(''),
  firebaseStorageBucket: t.Literal(''),
  firebaseMessagingSenderId: t.Literal(''),
  firebaseAppId: t.Literal(''),
  vapidSubject: t.String({ description: 'mailto: or https: contact the push services see' }),
})
export type PushClientSettings = typeof PushClientSettings.static

export const PushSettingsBody = t.Object({
  enableNotifications: t.Boolean(),
  vapidSubject: t.Optional(Text(200)),
  vapidPublicKey: t.Optional(Text(200, { description: 'With vapidPrivateKey: use this key pair instead of the generated one' })),
  vapidPrivateKey: t.Optional(Text(200)),
})
export type PushSettingsBody = typeof PushSettingsBody.static
