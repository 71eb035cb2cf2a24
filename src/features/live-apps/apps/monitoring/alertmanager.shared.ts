import { t } from 'elysia'
import { formatDate } from '../../format'
import type { DetailRow } from '../../live-app'

// The Alertmanager API v2's alerts, as Prometheus' Alertmanager and Grafana's built-in one both answer them.
export const AlertmanagerAlert = t.Object({
  labels: t.Record(t.String(), t.String()),
  annotations: t.Record(t.String(), t.String()),
  startsAt: t.String(),
  status: t.Object({ state: t.String() }),
})
type AlertmanagerAlert = typeof AlertmanagerAlert.static

/** Only the active alerts that no silence or inhibition hides. */
export const FIRING_ALERTS = 'api/v2/alerts?active=true&silenced=false&inhibited=false'

/** An alert as a row: its name, then its summary, severity and since when. */
export const alertRows = (alerts: AlertmanagerAlert[]): DetailRow[] =>
  alerts.map((x) => ({
    title: x.labels.alertname ?? '—',
    subtitle: [x.annotations.summary, x.labels.severity, `since ${formatDate(x.startsAt)}`].filter(Boolean).join(' · '),
  }))
