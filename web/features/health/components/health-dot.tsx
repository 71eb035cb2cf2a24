import type { HealthKind } from '../health.api'
import { useHealthItem } from '../health.store'
import { stateLabel } from '../health-words'
import '../health.css'

/** A card's status dot: green up, red down, grey unknown or paused; the last response time on hover. */
export function HealthDot({ kind, id }: { kind: HealthKind; id: number }) {
  const item = useHealthItem(kind, id)
  if (!item) return null
  const label = stateLabel(item)
  return <span className="health-dot" data-state={item.state} title={label} role="img" aria-label={label} data-testid="health-dot" />
}
