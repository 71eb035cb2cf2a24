import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { createNotificationsRepo } from './notifications.repo'
import { createPush } from './notifications.push'
import type { PostBody, Subscription } from './notifications.schema'

const PAGE_SIZE = 20
/** The newest kept per user: a chatty script can not fill the disk. */
const KEEP = 1_000

export function createNotificationsService(deps: { db: Database; clock: Clock; secrets: SecretBox; allowPrivatePush: boolean; log: (line: string) => void }) {
  const repo = createNotificationsRepo(deps.db)
  const push = createPush({ db: deps.db, clock: deps.clock, secrets: deps.secrets, repo, allowPrivate: deps.allowPrivatePush, log: deps.log })

  return {
    push,
    page(userId: number, page = 1) {
      const rows = repo.page(userId, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE)
      return { notifications: rows.slice(0, PAGE_SIZE), pagination: { hasMore: rows.length > PAGE_SIZE } }
    },
    /** push false: the feed only (a user's quiet hours). */
    post(userId: number, body: PostBody, opts: { push: boolean } = { push: true }): { id: number } {
      const notification = {
        type: body.type ?? 'info',
        title: body.title.trim(),
        message: body.message.trim(),
        appName: body.appName?.trim() || null,
        appIcon: body.appIcon ?? null,
        clickUrl: body.clickUrl ?? null,
      }
      if (!notification.title || !notification.message) throw badRequest('Title and message are required.')
      const id = repo.insert(userId, notification, deps.clock.now())
      repo.trim(userId, KEEP)
      if (opts.push)
        push.send(userId, {
          title: notification.title,
          body: notification.message,
          type: notification.type,
          clickUrl: notification.clickUrl,
          notificationId: id,
        })
      return { id }
    },
    read(userId: number, id: number) {
      if (!repo.read(userId, id)) throw notFound('Notification not found.')
    },
    remove(userId: number, id: number) {
      if (!repo.remove(userId, id)) throw notFound('Notification not found.')
    },
    clear: (userId: number) => void repo.clear(userId),
    unread: repo.unread,
    count: repo.count,
    /** Spec: `token` is the browser's PushSubscription, as an object or its JSON text. */
    subscribe(userId: number, token: Subscription | string) {
      let sub: unknown = token
      if (typeof token === 'string') {
        try {
          sub = JSON.parse(token)
        } catch {
          sub = null
        }
      }
      const s = sub as Partial<Subscription> | null
      if (typeof s?.endpoint !== 'string' || typeof s.keys?.p256dh !== 'string' || typeof s.keys.auth !== 'string' || s.endpoint.length > 2048)
        throw badRequest('The token must be a push subscription: endpoint, keys.p256dh and keys.auth.')
      return push.subscribe(userId, { endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh.slice(0, 200), auth: s.keys.auth.slice(0, 100) } })
    },
    unsubscribe: (userId: number, endpoint?: string) => void repo.unsubscribe(userId, endpoint),
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
