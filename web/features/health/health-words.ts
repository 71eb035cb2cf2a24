import type { HealthItem } from './health.api'

const STATE: Record<HealthItem['state'], string> = { up: 'Up', down: 'Down', unknown: 'Not checked yet', paused: 'Checks paused' }

/** "Up · 42 ms", "Down · refused": what a dot says on hover and to a screen reader. */
export function stateLabel(item: Pick<HealthItem, 'state' | 'latencyMs' | 'reason'>): string {
  if (item.state === 'up' && item.latencyMs !== null) return `Up · ${item.latencyMs} ms`
  if (item.state === 'down' && item.reason) return `Down · ${item.reason}`
  return STATE[item.state]
}

/** 0.9934 → "99.34%", null → "—". */
export const percent = (fraction: number | null) => (fraction === null ? '—' : `${(fraction * 100).toFixed(fraction === 1 ? 0 : 2)}%`)

/** How long between two instants, in minutes, hours or days. */
export function span(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.round(minutes / 60)
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} d`
}
