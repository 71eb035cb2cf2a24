import { CheckCircle2, Info, KeyRound, Trash2, TriangleAlert } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { clickTarget } from '../../../../src/definitions/safe-url'
import { toastFailure } from '../../../lib/api-client'
import { onDisplayCheck } from '../../../lib/display-check'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { PUSH_EVENT } from '../push'
import { clearNotifications, deleteNotification, fetchNotifications, markRead, type Notification } from '../notifications.api'
import './notifications.css'

const TYPE_ICONS = { success: CheckCircle2, warning: TriangleAlert, info: Info }

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })
/** "5 minutes ago", "yesterday": the time as people say it. */
function ago(at: number): string {
  const diff = at - Date.now()
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit)
  return relative.format(0, 'minute')
}

/** Spec 3 §2.5: the feed, newest first, with read on click, delete, clear all and more on demand. */
export function NotificationList() {
  const [page, setPage] = useState(1)
  const [items, setItems] = useState<Notification[]>([])
  const refreshCount = () => void useDashboard.getState().refresh()
  const { data, loading, reload, run, update } = useApi((signal) => fetchNotifications(page, signal), [page], {
    keep: true,
    onData: (answer) => setItems((shown) => (page === 1 ? answer.notifications : [...shown, ...answer.notifications])),
    onError: (error) => toastFailure(error, 'Failed to fetch notifications.'),
  })

  // Spec 3 §2.5: a push received while this screen is open reloads the list (from its first page).
  useEffect(() => {
    const again = () => (page === 1 ? void reload() : setPage(1))
    window.addEventListener(PUSH_EVENT, again)
    return () => window.removeEventListener(PUSH_EVENT, again)
  }, [page, reload])
  // A wall display showing the feed follows what scripts post where push does not reach (the shell's minute check);
  // someone reading further pages is left alone.
  useEffect(() => onDisplayCheck(() => page === 1 && void run((signal) => fetchNotifications(1, signal, true), true)), [page, run])

  async function open(item: Notification) {
    if (!item.read) {
      try {
        await markRead(item.id)
        setItems((shown) => shown.map((n) => (n.id === item.id ? { ...n, read: true } : n)))
        refreshCount()
      } catch (error) {
        toastFailure(error, 'Failed to fetch notifications.')
      }
    }
    // Checked again here: a row stored before the server refused '//host' must not leave this tab for another site.
    const target = item.clickUrl ? clickTarget(item.clickUrl) : null
    if (item.clickUrl && target) window.open(item.clickUrl, target, 'noopener')
  }

  async function remove(item: Notification) {
    try {
      await deleteNotification(item.id)
      setItems((shown) => shown.filter((n) => n.id !== item.id))
      refreshCount()
    } catch (error) {
      toastFailure(error, 'Failed to clear notification')
    }
  }

  async function clearAll() {
    try {
      await clearNotifications()
      setItems([])
      // Nothing is left on the server either: no further page to offer.
      update((answer) => ({ ...answer, pagination: { hasMore: false } }))
      refreshCount()
    } catch (error) {
      toastFailure(error, 'Failed to clear notifications')
    }
  }

  return (
    <>
      <div className="notifications-toolbar">
        <button type="button" className="btn" onClick={clearAll} disabled={!items.length}>
          <Trash2 size={16} aria-hidden="true" /> Clear All
        </button>
        <Link to="/manage/api-keys" className="btn">
          <KeyRound size={16} aria-hidden="true" /> API Keys
        </Link>
      </div>
      {!data && loading ? (
        <span className="skeleton" style={{ height: 220 }} />
      ) : items.length === 0 ? (
        <p className="panel notifications-empty">No notifications yet. Scripts and services post them with an API key.</p>
      ) : (
        <ul className="notification-list" aria-label="Notifications">
          {items.map((item) => {
            const Icon = TYPE_ICONS[item.type]
            return (
              <li key={item.id} className={`panel notification type-${item.type}`} data-unread={!item.read || undefined}>
                <button type="button" className="notification-open" onClick={() => open(item)}>
                  <span className="notification-type" title={item.type}>
                    <Icon size={20} aria-hidden="true" />
                  </span>
                  <span className="notification-text">
                    <strong>
                      {!item.read && <span className="unread-dot" title="Unread" />}
                      <span>{item.title}</span>
                    </strong>
                    <span className="notification-message">{item.message}</span>
                    <small>
                      {item.appIcon && <img src={item.appIcon} alt="" width={14} height={14} />}
                      {item.appName && <span>{item.appName} · </span>}
                      <time dateTime={new Date(item.createdAt).toISOString()}>{ago(item.createdAt)}</time>
                    </small>
                  </span>
                </button>
                <button type="button" className="card-btn" aria-label={`Delete ${item.title}`} onClick={() => remove(item)}>
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {data?.pagination.hasMore && (
        <button type="button" className="btn btn-block" disabled={loading} onClick={() => setPage((p) => p + 1)}>
          Load more
        </button>
      )}
    </>
  )
}
