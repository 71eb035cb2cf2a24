import { useEffect, useSyncExternalStore } from 'react'
import { type HealthItem, type HealthKind, healthApi } from './health.api'

// Every dot on a screen reads one list, asked for once and again every 30 s while a dot is shown and the tab visible.
const POLL_MS = 30_000
// The first ask waits until the first screen has what it needs: the dots are not part of drawing it.
const FIRST_ASK_MS = 2_000
let items = new Map<string, HealthItem>()
const listeners = new Set<() => void>()
let users = 0
let timer: ReturnType<typeof setTimeout> | undefined
let controller: AbortController | undefined

const key = (kind: HealthKind, id: number) => `${kind}:${id}`

async function load() {
  controller?.abort()
  controller = new AbortController()
  try {
    const list = await healthApi.list(controller.signal)
    items = new Map(list.map((item) => [key(item.kind, item.id), item]))
    for (const listener of listeners) listener()
  } catch {
    // A failed poll keeps the last dots; the next one tries again.
  }
  schedule(POLL_MS)
}

/** The next ask; a hidden tab asks when it shows again. */
function schedule(ms: number) {
  clearTimeout(timer)
  if (users > 0) timer = setTimeout(() => (document.hidden ? document.addEventListener('visibilitychange', onVisible) : void load()), ms)
}

function onVisible() {
  if (document.hidden) return
  document.removeEventListener('visibilitychange', onVisible)
  if (users > 0) void load()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** This item's latest health (undefined until the first answer, or when it is not checked). */
export function useHealthItem(kind: HealthKind, id: number): HealthItem | undefined {
  useEffect(() => {
    users++
    if (users === 1) schedule(FIRST_ASK_MS)
    return () => {
      users--
      if (users > 0) return
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
      controller?.abort()
    }
  }, [])
  return useSyncExternalStore(subscribe, () => items.get(key(kind, id)))
}
