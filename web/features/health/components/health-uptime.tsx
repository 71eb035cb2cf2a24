import type { HealthKind } from '../health.api'
import { useHealthItem } from '../health.store'
import { percent, stateLabel } from '../health-words'
import '../health.css'

/** A card's line of server-side history: the last day's uptime, with the last check on hover. */
export function HealthUptime({ kind, id }: { kind: HealthKind; id: number }) {
  const item = useHealthItem(kind, id)
  if (!item || item.state === 'paused') return null
  return (
    <span className="health-card-uptime" title={stateLabel(item)} data-testid="health-uptime">
      {percent(item.uptime.day)} up today
    </span>
  )
}
