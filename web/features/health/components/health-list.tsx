import { Activity } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import { useApi } from '../../../lib/use-api'
import { toastFailure } from '../../../lib/api-client'
import { type HealthItem, healthApi, type ItemBody } from '../health.api'
import { percent, span, stateLabel } from '../health-words'
import '../health.css'

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })

/** The last 24 hours in 48 bars, and the incidents of that day. */
function ItemHistory({ item }: { item: HealthItem }) {
  const { data } = useApi((signal) => healthApi.history(item.kind, item.id, 'day', signal), [item.kind, item.id])
  if (!data) return <div className="health-strip" aria-hidden="true" />
  return (
    <>
      <div className="health-strip" role="img" aria-label={`Last 24 hours of ${item.name}`}>
        {data.buckets.map((b) => (
          <span
            key={b.start}
            data-state={b.up + b.down === 0 ? 'none' : b.down === 0 ? 'up' : b.up === 0 ? 'down' : 'some'}
            title={`${when(b.start)}: ${b.up} up, ${b.down} down${b.latencyMs === null ? '' : `, ${b.latencyMs} ms`}`}
          />
        ))}
      </div>
      {data.incidents.length > 0 && (
        <ul className="health-incidents" aria-label={`Incidents of ${item.name}`}>
          {data.incidents.map((i) => (
            <li key={i.start}>
              Down at {when(i.start)}
              {i.end === null ? ', still down' : `, back at ${when(i.end)} after ${span(i.end - i.start)}`} ({i.reason})
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** Everything the user's Foyer checks, worst first (the server's order), each with its uptime, day strip and incidents. */
export function HealthList() {
  const { data, loading, update, reload } = useApi((signal) => healthApi.list(signal), [])
  const put = (saved: HealthItem) => update((list) => list.map((i) => (i.kind === saved.kind && i.id === saved.id ? saved : i)))
  // The switch moves at once; the server's answer (or the list again, on failure) follows.
  const change = async (item: HealthItem, body: ItemBody) => {
    put({ ...item, ...body })
    try {
      put(await healthApi.setItem(item.kind, item.id, body))
    } catch (error) {
      toastFailure(error, 'Failed to save the check.')
      reload()
    }
  }
  if (loading && !data) return null
  if (!data?.length)
    return (
      <EmptyState icon={Activity} title="Nothing is checked yet">
        <p>Links with an http(s) address and devices are checked on their own.</p>
      </EmptyState>
    )
  return (
    <ul className="health-list">
      {data.map((item) => (
        <li key={`${item.kind}:${item.id}`} className="panel health-row" id={`${item.kind}-${item.id}`} data-testid="health-row">
          <div className="health-row-head">
            <span className="health-dot" data-state={item.state} role="img" aria-label={stateLabel(item)} title={stateLabel(item)} />
            <span className="health-row-name">{item.name}</span>
            <span className="health-row-meta">
              {stateLabel(item)}
              {item.since !== null && item.state !== 'paused' ? ` since ${when(item.since)}` : ''}
            </span>
            <span className="health-uptime">
              <span title="Uptime over 24 hours">24 h {percent(item.uptime.day)}</span>
              <span title="Uptime over 7 days">7 d {percent(item.uptime.week)}</span>
              <span title="Uptime over 30 days">30 d {percent(item.uptime.month)}</span>
            </span>
          </div>
          <span className="health-row-meta">{item.address}</span>
          <div className="health-row-switches">
            <label>
              <input type="checkbox" checked={item.enabled} onChange={(e) => void change(item, { enabled: e.target.checked })} />
              Checked
            </label>
            <label>
              <input type="checkbox" checked={item.alert} onChange={(e) => void change(item, { alert: e.target.checked })} />
              Alerts
            </label>
          </div>
          <ItemHistory item={item} />
        </li>
      ))}
    </ul>
  )
}
