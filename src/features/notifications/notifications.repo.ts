import type { Database } from '../../core/db'
import type { Notification } from './notifications.schema'

interface Row {
  id: number
  type: Notification['type']
  title: string
  message: string
  app_name: string | null
  app_icon: string | null
  click_url: string | null
  read: number
  created_at: number
}

const toNotification = (r: Row): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  appName: r.app_name,
  appIcon: r.app_icon,
  clickUrl: r.click_url,
  read: r.read === 1,
  createdAt: r.created_at,
})

export function createNotificationsRepo(db: Database) {
  const page = db.query<Row, [number, number, number]>('SELECT * FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
  const insert = db.query<{ id: number }, [number, string, string, string, string | null, string | null, string | null, number]>(
    `INSERT INTO notifications (user_id, type, title, message, app_name, app_icon, click_url, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
  // Keeps the newest `keep` of a user's notifications.
  const trim = db.query(
    'DELETE FROM notifications WHERE user_id = ?1 AND id <= (SELECT id FROM notifications WHERE user_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)',
  )
  const read = db.query('UPDATE notifications SET read = 1 WHERE id = ? AND user_id = ?')
  const remove = db.query('DELETE FROM notifications WHERE id = ? AND user_id = ?')
  const clear = db.query('DELETE FROM notifications WHERE user_id = ?')
  const unread = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read = 0')
  const count = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM notifications WHERE user_id = ?')

  const subs = db.query<{ id: number; endpoint: string; keys: string }, [number]>('SELECT id, endpoint, keys FROM push_subscriptions WHERE user_id = ?')
  const subscribe = db.query<{ id: number }, [number, string, string, number]>(
    `INSERT INTO push_subscriptions (user_id, endpoint, keys, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, keys = excluded.keys, created_at = excluded.created_at RETURNING id`,
  )
  const unsubscribe = db.query('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?')
  const unsubscribeAll = db.query('DELETE FROM push_subscriptions WHERE user_id = ?')
  const dropSubscription = db.query('DELETE FROM push_subscriptions WHERE id = ?')
  // Keeps a user's `keep` most recently (re)subscribed endpoints: subscribing again refreshes created_at.
  const trimSubscriptions = db.query(
    `DELETE FROM push_subscriptions WHERE user_id = ?1
       AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2)`,
  )

  return {
    page: (userId: number, limit: number, offset: number) => page.all(userId, limit, offset).map(toNotification),
    insert: (userId: number, n: Omit<Notification, 'id' | 'read' | 'createdAt'>, now: number) =>
      insert.get(userId, n.type, n.title, n.message, n.appName, n.appIcon, n.clickUrl, now)!.id,
    trim: (userId: number, keep: number) => trim.run(userId, keep),
    read: (userId: number, id: number) => read.run(id, userId).changes > 0,
    remove: (userId: number, id: number) => remove.run(id, userId).changes > 0,
    clear: (userId: number) => clear.run(userId),
    unread: (userId: number) => unread.get(userId)!.n,
    count: (userId: number) => count.get(userId)!.n,
    subscriptions: (userId: number) => subs.all(userId),
    subscribe: (userId: number, endpoint: string, keys: string, now: number) => subscribe.get(userId, endpoint, keys, now)!.id,
    unsubscribe: (userId: number, endpoint?: string) => (endpoint ? unsubscribe.run(userId, endpoint) : unsubscribeAll.run(userId)),
    dropSubscription: (id: number) => dropSubscription.run(id),
    trimSubscriptions: (userId: number, keep: number) => trimSubscriptions.run(userId, keep),
  }
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>
